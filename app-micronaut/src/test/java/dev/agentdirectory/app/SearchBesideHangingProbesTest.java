package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Registrations whose hosts never answer hold the probing pool; search runs on its own and does not wait. */
class SearchBesideHangingProbesTest {

    private static final int POOL = 3;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @TempDir
    Path dataDir;

    @Test
    void aSearchIsAnsweredWhileEveryProbingThreadWaitsOnASilentHost() throws Exception {
        List<ServerSocket> silentHosts = new ArrayList<>();
        List<Socket> accepted = new CopyOnWriteArrayList<>();
        for (int i = 1; i <= POOL; i++) {
            ServerSocket host = new ServerSocket(0, 50, InetAddress.getByName("127.0.2." + i));
            silentHosts.add(host);
            acceptForever(host, accepted);
        }
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.rate-limit.enabled", false,
                "directory.probe.allow-private-networks", true,
                "micronaut.executors.blocking.number-of-threads", POOL,
                "micronaut.executors.probing.number-of-threads", POOL))) {
            List<CompletableFuture<HttpResponse<String>>> registrations = new ArrayList<>();
            for (ServerSocket host : silentHosts) {
                registrations.add(CLIENT.sendAsync(post(server, "/services", "{\"name\": \"Silent\", "
                        + "\"description\": \"Never answers.\", \"service_type\": \"mcp_server\", \"mcp_doc_url\": "
                        + "\"http://" + host.getInetAddress().getHostAddress() + ":" + host.getLocalPort()
                        + "/mcp.json\"}"), HttpResponse.BodyHandlers.ofString()));
            }
            awaitConnections(accepted, POOL);
            long start = System.nanoTime();

            HttpResponse<String> search = CLIENT.send(post(server, "/search", "{\"query\": \"silent\"}"),
                    HttpResponse.BodyHandlers.ofString());

            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertEquals(200, search.statusCode());
            assertTrue(took.compareTo(Duration.ofSeconds(2)) < 0, "search took " + took);
            for (CompletableFuture<HttpResponse<String>> registration : registrations) {
                assertEquals(201, registration.get().statusCode());
            }
        } finally {
            for (ServerSocket host : silentHosts) {
                host.close();
            }
        }
    }

    /** Accepts every connection and never answers. */
    private static void acceptForever(ServerSocket host, List<Socket> accepted) {
        Thread acceptor = new Thread(() -> {
            try {
                while (true) {
                    accepted.add(host.accept());
                }
            } catch (IOException closed) {
                // the test is over
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private static HttpRequest post(EmbeddedServer server, String path, String body) {
        return HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json").build();
    }

    private static void awaitConnections(List<Socket> accepted, int expected) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (accepted.size() < expected && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(expected, accepted.size(), "probes connected to the silent hosts");
    }
}
