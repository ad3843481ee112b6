package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReprobeShutdownTest {

    private final AtomicInteger probesStarted = new AtomicInteger();
    private final AtomicInteger probesAnswered = new AtomicInteger();
    private HttpServer slowHost;

    @TempDir
    Path dataDir;

    @BeforeEach
    void startSlowHost() throws Exception {
        slowHost = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        slowHost.setExecutor(Executors.newCachedThreadPool());
        slowHost.createContext("/", exchange -> {
            probesStarted.incrementAndGet();
            sleep(300);
            byte[] body = "{}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
            probesAnswered.incrementAndGet();
        });
        slowHost.start();
    }

    @AfterEach
    void stopSlowHost() {
        slowHost.stop(0);
    }

    @Test
    void aGracefulShutdownLetsTheProbeInHandFinishAndStartsNoOther() throws Exception {
        Map<String, Object> properties = Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.probe.allow-private-networks", true,
                "directory.reprobe.interval", "50ms",
                "directory.reprobe.healthy-interval", "10ms",
                "directory.reprobe.batch-size", 5,
                "directory.reprobe.concurrency", 1);
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties)) {
            for (int i = 0; i < 5; i++) {
                register(server);
            }
            awaitTrue(() -> probesStarted.get() > 5 && probesStarted.get() > probesAnswered.get());

            int startedBeforeStop = probesStarted.get();
            server.getApplicationContext().getBean(DirectoryLifecycle.class).shutdownGracefully()
                    .toCompletableFuture().get(5, TimeUnit.SECONDS);
            int startedAtStop = probesStarted.get();
            sleep(500);

            assertTrue(startedAtStop - startedBeforeStop <= 1, "probes started after the stop: "
                    + (startedAtStop - startedBeforeStop));
            assertEquals(startedAtStop, probesAnswered.get());
            assertEquals(startedAtStop, probesStarted.get());
        }
    }

    private void register(EmbeddedServer server) throws Exception {
        String listing = """
                {"name": "Slow", "description": "Answers after 300 ms.", "service_type": "mcp_server",
                 "mcp_doc_url": "http://127.0.0.1:%d/mcp.json"}""".formatted(slowHost.getAddress().getPort());
        HttpResponse<String> registered = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(server.getURL() + "/services"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(listing)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, registered.statusCode());
    }

    private static void awaitTrue(BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            sleep(10);
        }
        assertTrue(condition.getAsBoolean(), "not within 10 s");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
