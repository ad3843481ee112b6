package dev.agentdirectory.probe;

import static dev.agentdirectory.probe.FixtureServer.redirect;
import static dev.agentdirectory.probe.FixtureServer.respond;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import dev.agentdirectory.core.probe.ProbeObservation.Failed;
import dev.agentdirectory.core.probe.ProbeObservation.Refused;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HttpProberTest {

    private static final int MIB = 1024 * 1024;

    private final FixtureServer server = new FixtureServer();
    private final HttpProber prober = new HttpProber(onlyTheFixtureIsAllowed());
    private final HttpProber strictProber = new HttpProber(new AddressGuard(false));

    @AfterEach
    void close() {
        prober.close();
        strictProber.close();
        server.close();
    }

    @Test
    void aJsonAnswerIsReportedWithItsBytes() {
        server.on("/mcp", exchange -> respond(exchange, 200, "application/json", "{\"ok\":true}"));

        Answered answer = answered(prober.probe(server.url("/mcp")));

        assertEquals(200, answer.status());
        assertEquals("application/json", answer.contentType());
        assertEquals("{\"ok\":true}", new String(answer.body(), StandardCharsets.UTF_8));
        assertFalse(answer.bodyOverLimit());
        assertFalse(answer.hasRetryAfter());
    }

    @Test
    void aProbeAsksForJsonOrMarkdownBeforeAnythingElse() {
        server.on("/skill", exchange -> {
            String accept = exchange.getRequestHeaders().getFirst("Accept");
            boolean markdownBeforeHtml = accept != null && accept.contains("text/markdown") && !accept.contains("html");
            respond(exchange, 200, markdownBeforeHtml ? "text/markdown" : "text/html", accept);
        });

        Answered answer = answered(prober.probe(server.url("/skill")));

        assertEquals("text/markdown", answer.contentType());
        assertEquals("application/json, text/markdown;q=0.9, text/plain;q=0.8, */*;q=0.1",
                new String(answer.body(), StandardCharsets.UTF_8));
    }

    @Test
    void aServerErrorIsStillAnAnswer() {
        server.on("/broken", exchange -> respond(exchange, 500, "text/plain", "boom"));

        assertEquals(500, answered(prober.probe(server.url("/broken"))).status());
    }

    @Test
    void aChainOfThreeRedirectsIsFollowed() {
        server.on("/hop1", exchange -> redirect(exchange, server.url("/hop2").toString()))
                .on("/hop2", exchange -> redirect(exchange, server.url("/hop3").toString()))
                .on("/hop3", exchange -> redirect(exchange, server.url("/end").toString()))
                .on("/end", exchange -> respond(exchange, 200, "text/markdown", "# Skill"));

        Answered answer = answered(prober.probe(server.url("/hop1")));

        assertEquals("# Skill", new String(answer.body(), StandardCharsets.UTF_8));
    }

    @Test
    void aFourthRedirectFails() {
        server.on("/hop1", exchange -> redirect(exchange, server.url("/hop2").toString()))
                .on("/hop2", exchange -> redirect(exchange, server.url("/hop3").toString()))
                .on("/hop3", exchange -> redirect(exchange, server.url("/hop4").toString()))
                .on("/hop4", exchange -> redirect(exchange, server.url("/end").toString()))
                .on("/end", exchange -> respond(exchange, 200, "text/markdown", "# Skill"));

        assertEquals(new Failed(ProbeReasonKind.TOO_MANY_REDIRECTS, "more than 3 redirects"),
                prober.probe(server.url("/hop1")));
    }

    @Test
    void aRelativeRedirectIsResolvedAgainstTheCurrentUrl() {
        server.on("/skills/old", exchange -> redirect(exchange, "new?v=2"))
                .on("/skills/new", exchange -> respond(exchange, 200, "text/markdown",
                        exchange.getRequestURI().getQuery()));

        Answered answer = answered(prober.probe(server.url("/skills/old")));

        assertEquals("v=2", new String(answer.body(), StandardCharsets.UTF_8));
    }

    @Test
    void lettersBeyondAsciiInAUrlAreSentAsPercentEncodedUtf8() {
        // Listings registered before URLs were kept in their ASCII form may still hold such letters.
        server.on("/wetter/", exchange -> respond(exchange, 200, "text/plain",
                exchange.getRequestURI().getRawPath() + "?" + exchange.getRequestURI().getRawQuery()));

        Answered answer = answered(prober.probe(server.url("/wetter/ä?ort=köln")));

        assertEquals("/wetter/%C3%A4?ort=k%C3%B6ln", new String(answer.body(), StandardCharsets.UTF_8));
    }

    @Test
    void aLocationSentAsRawUtf8IsFollowedAsBrowsersReadIt() {
        // On the wire, the bytes of "/wetter/ä" in UTF-8 (the fixture writes each char of a header as one byte).
        String rawUtf8 = new String("/wetter/ä".getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
        server.on("/old", exchange -> redirect(exchange, rawUtf8))
                .on("/wetter/", exchange -> respond(exchange, 200, "text/plain",
                        exchange.getRequestURI().getRawPath()));

        Answered answer = answered(prober.probe(server.url("/old")));

        assertEquals("/wetter/%C3%A4", new String(answer.body(), StandardCharsets.UTF_8));
    }

    @Test
    void aRedirectToTheCloudMetadataAddressIsRefused() {
        server.on("/sneaky", exchange -> redirect(exchange, "http://169.254.169.254/latest/meta-data/"));

        assertEquals(ProbeReasonKind.PRIVATE_ADDRESS, refused(prober.probe(server.url("/sneaky"))).kind());
    }

    @Test
    void aRedirectToAnotherLoopbackAddressIsRefused() {
        server.on("/sneaky", exchange -> redirect(exchange, "http://127.0.0.2:" + server.url("/").getPort() + "/"));

        assertInstanceOf(Refused.class, prober.probe(server.url("/sneaky")));
    }

    @Test
    void theFixtureItselfIsRefusedWhenPrivateNetworksAreNotAllowed() {
        server.on("/mcp", exchange -> respond(exchange, 200, "application/json", "{}"));

        Refused refused = refused(strictProber.probe(server.url("/mcp")));

        assertEquals(ProbeReasonKind.PRIVATE_ADDRESS, refused.kind());
        assertTrue(refused.detail().contains("127.0.0.1"), refused.detail());
    }

    @Test
    void aBodyOverOneMebibyteIsCutAtTheLimitAndFlagged() {
        server.on("/huge", exchange -> respond(exchange, 200, "application/json", new byte[2 * MIB]));

        Answered answer = answered(prober.probe(server.url("/huge")));

        assertTrue(answer.bodyOverLimit());
        assertEquals(MIB, answer.body().length);
    }

    @Test
    void anEndlessBodyIsCutAtTheLimitLongBeforeTheDeadline() {
        server.on("/endless", exchange -> {
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            while (true) {
                out.write(new byte[64 * 1024]);
            }
        });
        long start = System.nanoTime();

        Answered answer = answered(prober.probe(server.url("/endless")));

        assertTrue(answer.bodyOverLimit());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(2)) < 0);
    }

    @Test
    void aBodyOfExactlyOneMebibyteIsWithinTheLimit() {
        server.on("/full", exchange -> respond(exchange, 200, "application/json", new byte[MIB]));

        Answered answer = answered(prober.probe(server.url("/full")));

        assertFalse(answer.bodyOverLimit());
        assertEquals(MIB, answer.body().length);
    }

    @Test
    void aServerThatNeverAnswersFailsWithinTheDeadline() {
        server.on("/silent", exchange -> server.awaitClose());

        assertFailsWithinTheDeadline(server.url("/silent"));
    }

    @Test
    void aServerThatDripsItsBodyFailsWithinTheDeadline() {
        server.on("/drip", exchange -> {
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            for (int i = 0; i < 200; i++) {
                out.write('x');
                out.flush();
                sleep(Duration.ofMillis(100));
            }
        });

        assertFailsWithinTheDeadline(server.url("/drip"));
    }

    @Test
    void aRefusedConnectionFails() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            closedPort = socket.getLocalPort();
        }

        assertEquals(ProbeReasonKind.CONNECTION_FAILED,
                failed(prober.probe(URI.create("http://127.0.0.1:" + closedPort + "/"))).kind());
    }

    @Test
    void aTlsHandshakeWithAPlainTextServerFails() throws IOException {
        try (ServerSocket plainText = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Thread answerInPlainText = new Thread(() -> {
                try (Socket socket = plainText.accept()) {
                    socket.getOutputStream().write("HTTP/1.1 200 OK\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } catch (IOException ignored) {
                }
            });
            answerInPlainText.start();

            ProbeObservation observation = prober.probe(URI.create("https://127.0.0.1:" + plainText.getLocalPort() + "/"));

            assertEquals(ProbeReasonKind.TLS_FAILURE, failed(observation).kind(), observation.toString());
        }
    }

    @Test
    void anUnresolvableHostFails() {
        assertEquals(ProbeReasonKind.DNS_FAILURE,
                failed(strictProber.probe(URI.create("http://no-such-host.invalid/mcp"))).kind());
    }

    @Test
    void aUrlWithUserInfoIsRefused() {
        server.on("/mcp", exchange -> respond(exchange, 200, "application/json", "{}"));

        URI withUserInfo = URI.create(server.url("/mcp").toString().replace("://", "://user:secret@"));

        assertEquals(ProbeReasonKind.URL_NOT_PROBED, refused(prober.probe(withUserInfo)).kind());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://127.0.0.1/file", "file:///etc/passwd", "gopher://127.0.0.1:70/"})
    void schemesOtherThanHttpAreRefused(String url) {
        assertEquals(ProbeReasonKind.URL_NOT_PROBED, refused(prober.probe(URI.create(url))).kind());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.1:8080/", "http://[::ffff:127.0.0.1]/", "http://0.0.0.0/", "http://2130706433/",
            "http://[::1]/", "http://169.254.169.254/latest/meta-data/", "http://[fd00::1]/", "http://[fe80::1%25lo]/", "http://localhost/"})
    void hostsThatDenoteRefusedAddressesAreRefused(String url) {
        assertInstanceOf(Refused.class, strictProber.probe(URI.create(url)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://localhost/", "http://[fd00::1]/", "http://169.254.169.254/",
            "http://[fe80::1%25lo]/"})
    void anAddressTheGuardRefusesIsAPrivateAddressToTheOwner(String url) {
        assertEquals(ProbeReasonKind.PRIVATE_ADDRESS, refused(strictProber.probe(URI.create(url))).kind());
    }

    @Test
    void aRetryAfterHeaderIsReported() {
        server.on("/busy", exchange -> {
            exchange.getResponseHeaders().set("Retry-After", "30");
            respond(exchange, 503, "text/plain", "busy");
        });

        Answered answer = answered(prober.probe(server.url("/busy")));

        assertEquals(503, answer.status());
        assertEquals("30", answer.retryAfter());
    }

    @Test
    void theRequestAsksForTheDocumentUncompressed() {
        AtomicReference<String> encoding = new AtomicReference<>();
        server.on("/mcp", exchange -> {
            encoding.set(exchange.getRequestHeaders().getFirst("Accept-Encoding"));
            respond(exchange, 200, "application/json", "{}");
        });

        prober.probe(server.url("/mcp"));

        assertEquals("identity", encoding.get());
    }

    @Test
    void theRequestNamesTheServiceInItsUserAgent() {
        AtomicReference<String> userAgent = new AtomicReference<>();
        server.on("/mcp", exchange -> {
            userAgent.set(exchange.getRequestHeaders().getFirst("User-Agent"));
            respond(exchange, 200, "application/json", "{}");
        });

        prober.probe(server.url("/mcp"));

        assertEquals(HttpProber.DEFAULT_USER_AGENT, userAgent.get());
    }

    private void assertFailsWithinTheDeadline(URI url) {
        long start = System.nanoTime();

        ProbeObservation observation = prober.probe(url);

        assertEquals(new Failed(ProbeReasonKind.TIMEOUT, "no answer within 5 s"), observation);
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertTrue(took.compareTo(Duration.ofMillis(5500)) < 0, "took " + took);
    }

    private static Answered answered(ProbeObservation observation) {
        return assertInstanceOf(Answered.class, observation);
    }

    private static Refused refused(ProbeObservation observation) {
        return assertInstanceOf(Refused.class, observation);
    }

    private static Failed failed(ProbeObservation observation) {
        return assertInstanceOf(Failed.class, observation);
    }

    private static AddressGuard onlyTheFixtureIsAllowed() {
        return new AddressGuard(address -> address.getHostAddress().equals("127.0.0.1"));
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
