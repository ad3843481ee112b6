package dev.agentdirectory.probe;

import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.ProbeBounds;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeObservation.NotAttempted;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Probes a listing's URL over HTTP(S) within a hard time bound, through the SSRF guard, on threads and
 * connections of its own: callers wait for the answer, but never more than {@code maxConcurrent} probes run and
 * {@code maxQueued} wait. A probe the prober has no room for is {@link NotAttempted}, which the core's rules
 * read as inconclusive, so a busy prober never makes a listing look broken.
 */
public final class HttpProber implements Prober, AutoCloseable {

    public static final String DEFAULT_USER_AGENT =
            "AgentServiceDirectory-Probe/0.2 (+https://github.com/agent-directory)";
    static final Duration PROBE_TIMEOUT = ProbeBounds.WHOLE_PROBE;
    /** A wait for a thread shorter than this leaves the host its full time, in all fairness. */
    private static final Duration FAIR_WAIT = Duration.ofMillis(250);
    /** How long past the deadline a caller waits for a probe that is ending, before giving up on it. */
    private static final Duration GRACE = Duration.ofMillis(500);

    private final ProbeLimits limits;
    private final Duration timeout;
    private final Fetcher fetcher;
    private final ThreadPoolExecutor probes;

    public HttpProber(AddressGuard guard) {
        this(guard, ProbeLimits.DEFAULTS);
    }

    public HttpProber(AddressGuard guard, ProbeLimits limits) {
        this(guard, limits, PROBE_TIMEOUT);
    }

    /** {@code timeout} other than the contract's 5 s is for tests that would otherwise wait that long. */
    HttpProber(AddressGuard guard, ProbeLimits limits, Duration timeout) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.timeout = timeout;
        this.fetcher = new Fetcher(Objects.requireNonNull(guard, "guard"), limits, timeout, DEFAULT_USER_AGENT);
        BlockingQueue<Runnable> queue = limits.maxQueued() == 0
                ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(limits.maxQueued());
        this.probes = new ThreadPoolExecutor(limits.maxConcurrent(), limits.maxConcurrent(), 30, TimeUnit.SECONDS,
                queue, Threads.daemon("probe"));
        probes.allowCoreThreadTimeOut(true);
    }

    @Override
    public ProbeObservation probe(URI url) {
        Deadline deadline = Deadline.after(timeout);
        AtomicBoolean started = new AtomicBoolean();
        Future<ProbeObservation> probe;
        try {
            probe = probes.submit(() -> {
                started.set(true);
                if (deadline.elapsed().compareTo(timeout.dividedBy(2)) > 0) {
                    return new NotAttempted("the probe waited " + deadline.elapsed().toMillis()
                            + " ms for a slot, leaving the host too little of its " + timeout.toSeconds() + " s");
                }
                return fetcher.probe(url, deadline, deadline.elapsed(), FAIR_WAIT);
            });
        } catch (RejectedExecutionException e) {
            return new NotAttempted("all " + limits.maxConcurrent() + " probe slots are busy and "
                    + limits.maxQueued() + " probes are waiting");
        }
        try {
            return probe.get(deadline.remaining().plus(GRACE).toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            // The probe cancels its own exchange at the deadline; overrunning that by the grace is this side's doing.
            probe.cancel(true);
            return new NotAttempted(started.get() ? "the probe overran its deadline on this side"
                    : "no probe slot came free within " + timeout.toSeconds() + " s");
        } catch (InterruptedException e) {
            probe.cancel(true);
            Thread.currentThread().interrupt();
            return new NotAttempted("interrupted while waiting for the probe");
        } catch (ExecutionException e) {
            return new NotAttempted("the prober itself failed: " + e.getCause());
        }
    }

    @Override
    public void close() {
        probes.shutdownNow();
        fetcher.close();
    }
}
