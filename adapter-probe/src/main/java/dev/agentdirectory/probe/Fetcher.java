package dev.agentdirectory.probe;

import dev.agentdirectory.core.probe.ProbeBounds;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import dev.agentdirectory.core.probe.ProbeObservation.Failed;
import dev.agentdirectory.core.probe.ProbeObservation.NotAttempted;
import dev.agentdirectory.core.probe.ProbeObservation.Refused;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.ManagedHttpClientConnectionFactory;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.protocol.HttpClientContext;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHeaders;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.util.Timeout;

/**
 * Does one probe on the calling thread: GET the URL and follow its redirects within the deadline, each hop
 * through the SSRF guard and the host gate, reading a bounded head and a bounded body.
 */
final class Fetcher implements AutoCloseable {

    static final Duration CONNECT_TIMEOUT = ProbeBounds.CONNECT_TIMEOUT;
    static final int MAX_REDIRECTS = ProbeBounds.MAX_REDIRECTS;
    static final int BODY_LIMIT = ProbeBounds.MAX_BODY_BYTES;
    private static final Set<Integer> REDIRECTS = Set.of(301, 302, 303, 307, 308);
    /**
     * What a probe asks for: an MCP description (JSON) or a skill (markdown), before any other form of the same
     * resource. A host that negotiates (as this service's own hosted skills do, HTML unless markdown is preferred)
     * then answers with the document rather than a page about it.
     */
    static final String ACCEPT = "application/json, text/markdown;q=0.9, text/plain;q=0.8, */*;q=0.1";

    private final TargetResolver targets;
    private final HostGate hosts;
    private final CloseableHttpClient client;
    private final ScheduledExecutorService deadlines =
            Executors.newSingleThreadScheduledExecutor(Threads.daemon("probe-deadline"));

    Fetcher(AddressGuard guard, ProbeLimits limits, Duration timeout, String userAgent) {
        this.targets = new TargetResolver(guard, limits.dnsThreads());
        this.hosts = new HostGate(limits.perHostConcurrent(), limits.perHostPerMinute());
        this.client = HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDnsResolver(new NoLookups())
                        .setMaxConnTotal(limits.maxConcurrent())
                        .setMaxConnPerRoute(limits.perHostConcurrent())
                        .setConnectionFactory(ManagedHttpClientConnectionFactory.builder()
                                .http1Config(BoundedHead.config(limits))
                                .responseParserFactory(new BoundedHead(limits))
                                .build())
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(Timeout.of(CONNECT_TIMEOUT))
                                .setSocketTimeout(Timeout.of(timeout))
                                .build())
                        .build())
                // A probe is a one-off: keeping connections to listed hosts open would only hold sockets to strangers.
                .setConnectionReuseStrategy((request, response, context) -> false)
                .setUserAgent(userAgent)
                // Without Accept-Encoding any coding is acceptable (RFC 9110, section 12.5.3): a host that gzipped its
                // document then had it judged "not UTF-8", and demoted. The probe decodes none, so it asks for none.
                .setDefaultHeaders(List.of(new BasicHeader(HttpHeaders.ACCEPT, ACCEPT),
                        new BasicHeader(HttpHeaders.ACCEPT_ENCODING, "identity")))
                .disableRedirectHandling()
                .disableCookieManagement()
                .disableAuthCaching()
                .disableContentCompression()
                .disableAutomaticRetries()
                .build();
    }

    /**
     * {@code waited} is how long the probe queued for a thread. A probe that then runs out of time was cut short
     * by that wait, not by the host, so beyond a moment's wait a timeout is not the host's failure.
     */
    ProbeObservation probe(URI url, Deadline deadline, Duration waited, Duration tolerance) {
        URI current = url;
        try {
            for (int redirects = 0; ; redirects++) {
                Reply reply = fetch(current, deadline);
                if (reply.location() == null) {
                    return reply.answer();
                }
                if (redirects == MAX_REDIRECTS) {
                    return new Failed(ProbeReasonKind.TOO_MANY_REDIRECTS, "more than " + MAX_REDIRECTS + " redirects");
                }
                current = Redirects.resolve(current, reply.location());
            }
        } catch (ProbeRefusal e) {
            return new Refused(e.kind(), e.getMessage());
        } catch (NoCapacity e) {
            return new NotAttempted(e.getMessage());
        } catch (IOException | IllegalArgumentException e) {
            boolean timedOut = deadline.passed() || e instanceof InterruptedIOException;
            if (timedOut && waited.compareTo(tolerance) > 0) {
                return new NotAttempted("waited " + waited.toMillis() + " ms for a probe slot, too long to give the host its full time");
            }
            if (deadline.passed()) {
                return new Failed(ProbeReasonKind.TIMEOUT, "no answer within " + deadline.budget().toSeconds() + " s");
            }
            return new Failed(NoAnswerKind.of(e), e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private Reply fetch(URI url, Deadline deadline) throws ProbeRefusal, NoCapacity, IOException {
        if (deadline.passed()) {
            throw new SocketTimeoutException("deadline passed before " + url);
        }
        HttpHost target = targets.resolve(url, deadline.remaining());
        // The client writes the request line in ISO-8859-1: letters beyond ASCII go as their UTF-8 bytes escaped.
        HttpGet request = new HttpGet(URI.create(url.toASCIIString()));
        request.setConfig(RequestConfig.custom()
                .setConnectionRequestTimeout(Timeout.of(deadline.remaining()))
                .setResponseTimeout(Timeout.of(deadline.remaining()))
                .build());
        try (HostGate.Pass pass = hosts.enter(target.getAddress())) {
            // Timeouts bound each read, not the sum of them: only cancelling at the deadline stops a slow drip.
            ScheduledFuture<?> abort = deadlines.schedule(request::cancel, deadline.remaining().toNanos(), TimeUnit.NANOSECONDS);
            try {
                ClassicHttpResponse response = client.executeOpen(target, request, HttpClientContext.create());
                try {
                    return read(response, request);
                } finally {
                    closeQuietly(response);
                }
            } finally {
                abort.cancel(false);
            }
        }
    }

    /** Once the answer is read, a failing close (the exchange was cancelled on purpose) changes nothing. */
    private static void closeQuietly(ClassicHttpResponse response) {
        try {
            response.close();
        } catch (IOException ignored) {
            // the connection is discarded either way
        }
    }

    private static Reply read(ClassicHttpResponse response, HttpGet request) throws IOException {
        int status = response.getCode();
        String contentType = headerValue(response.getFirstHeader("Content-Type"));
        String retryAfter = headerValue(response.getFirstHeader("Retry-After"));
        String location = REDIRECTS.contains(status) ? headerValue(response.getFirstHeader("Location")) : null;
        BoundedBody body = BoundedBody.EMPTY;
        HttpEntity entity = response.getEntity();
        if (location == null && entity != null) {
            body = BoundedBody.read(entity.getContent(), BODY_LIMIT);
        }
        if (location != null || body.overLimit()) {
            request.cancel(); // closing the stream or response would otherwise read the rest of the body
        }
        return new Reply(new Answered(status, contentType, retryAfter, body.bytes(), body.overLimit()), location);
    }

    private static String headerValue(Header header) {
        return header == null ? null : header.getValue();
    }

    @Override
    public void close() {
        client.close(CloseMode.IMMEDIATE);
        deadlines.shutdownNow();
        targets.close();
    }

    private record Reply(Answered answer, String location) {
    }
}
