package dev.agentdirectory.probe;

import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hc.core5.http.HttpHost;

/**
 * Turns a URL into the one address a probe connects to: checks scheme and user-info, resolves the host once,
 * and lets the guard judge every address it resolved to. The returned target carries that address, so the
 * HTTP client never looks the name up again (DNS rebinding) while TLS still verifies the hostname.
 */
final class TargetResolver implements AutoCloseable {

    /** Lookups that may wait for a thread; a name server that never answers holds a thread until the OS gives up. */
    private static final int QUEUED_LOOKUPS = 64;

    private final AddressGuard guard;
    private final ThreadPoolExecutor lookups;

    TargetResolver(AddressGuard guard, int threads) {
        this.guard = guard;
        this.lookups = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(QUEUED_LOOKUPS), Threads.daemon("probe-dns"));
        lookups.allowCoreThreadTimeOut(true);
    }

    HttpHost resolve(URI url, Duration timeout) throws ProbeRefusal, UnknownHostException, NoCapacity {
        String scheme = Optional.ofNullable(url.getScheme()).orElse("").toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new ProbeRefusal(ProbeReasonKind.URL_NOT_PROBED, "only http and https URLs are probed, not '" + scheme
                    + "'");
        }
        if (url.getRawUserInfo() != null) {
            throw new ProbeRefusal(ProbeReasonKind.URL_NOT_PROBED, "URLs with user-info are not probed");
        }
        if (url.getHost() == null) {
            // java.net.URI leaves the host null for forms like "127.1"; never let that fall back to localhost.
            throw new ProbeRefusal(ProbeReasonKind.URL_NOT_PROBED, "URL has no host the prober can read");
        }
        String host = url.getHost().replaceAll("^\\[|]$", "");
        if (host.contains("%")) {
            throw new ProbeRefusal(ProbeReasonKind.PRIVATE_ADDRESS,
                    "scoped IPv6 addresses are local to this machine's links: " + host);
        }
        InetAddress[] addresses = lookUp(host, timeout);
        for (InetAddress address : addresses) {
            Optional<String> refusal = guard.refusalOf(address);
            if (refusal.isPresent()) {
                throw new ProbeRefusal(ProbeReasonKind.PRIVATE_ADDRESS,
                        host + " resolves to a refused address: " + refusal.get());
            }
        }
        int port = url.getPort() != -1 ? url.getPort() : scheme.equals("https") ? 443 : 80;
        return new HttpHost(scheme, addresses[0], host, port);
    }

    /**
     * Runs the blocking lookup on a thread of a small pool, so a slow name server can hold neither the probe past
     * its deadline nor more than that pool. A lookup that never got a thread is the prober's shortage, not the host's.
     */
    private InetAddress[] lookUp(String host, Duration timeout) throws UnknownHostException, NoCapacity {
        AtomicBoolean started = new AtomicBoolean();
        Future<InetAddress[]> lookup;
        try {
            lookup = lookups.submit(() -> {
                started.set(true);
                return InetAddress.getAllByName(host);
            });
        } catch (RejectedExecutionException e) {
            throw new NoCapacity("every DNS lookup thread is busy and " + QUEUED_LOOKUPS + " lookups are waiting");
        }
        try {
            return lookup.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof UnknownHostException unknown ? unknown : unknownHost(host, e.getCause());
        } catch (TimeoutException e) {
            lookup.cancel(true);
            if (!started.get()) {
                throw new NoCapacity("no DNS lookup thread came free before the deadline");
            }
            throw unknownHost(host, new TimeoutException("DNS lookup timed out"));
        } catch (InterruptedException e) {
            lookup.cancel(true);
            Thread.currentThread().interrupt();
            throw unknownHost(host, e);
        }
    }

    private static UnknownHostException unknownHost(String host, Throwable cause) {
        UnknownHostException exception = new UnknownHostException(host + ": " + cause.getMessage());
        exception.initCause(cause);
        return exception;
    }

    @Override
    public void close() {
        lookups.shutdownNow();
    }
}
