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
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BackgroundReprobeTest {

    private final AtomicInteger probes = new AtomicInteger();
    private HttpServer brokenHost;

    @TempDir
    Path dataDir;

    @BeforeEach
    void startBrokenHost() throws Exception {
        brokenHost = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        brokenHost.createContext("/", exchange -> {
            probes.incrementAndGet();
            exchange.sendResponseHeaders(500, -1);
            exchange.close();
        });
        brokenHost.start();
    }

    @AfterEach
    void stopBrokenHost() {
        brokenHost.stop(0);
    }

    @Test
    void aFailingListingIsProbedAgainWithoutAnyReport() throws Exception {
        Map<String, Object> properties = Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.probe.allow-private-networks", true,
                "directory.reprobe.interval", "100ms",
                "directory.reprobe.first-retry", "100ms",
                "directory.reprobe.max-retry", "200ms");
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties)) {
            String listing = """
                    {"name": "Broken", "description": "Answers 500.", "service_type": "mcp_server",
                     "mcp_doc_url": "http://127.0.0.1:%d/mcp.json"}""".formatted(brokenHost.getAddress().getPort());
            HttpResponse<String> registered = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(server.getURL() + "/services"))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(listing)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(201, registered.statusCode());

            long deadline = System.nanoTime() + 10_000_000_000L;
            while (probes.get() < 3 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }

            assertTrue(probes.get() >= 3, "probes: " + probes.get());
        }
    }
}
