package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where /metrics answers: on the main port by default, on a management port of its own, or nowhere. */
class MetricsExposureTest {

    @TempDir
    Path dataDir;

    private EmbeddedServer start(String property, Object value) {
        Map<String, Object> properties = new HashMap<>(Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true));
        properties.put(property, value);
        return ApplicationContext.run(EmbeddedServer.class, properties);
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void onAManagementPortOfItsOwnMetricsAndHealthAnswerThereAndNotOnTheMainPort() throws Exception {
        int managementPort = freePort();
        try (EmbeddedServer server = start("endpoints.all.port", managementPort)) {
            URL management = URI.create("http://127.0.0.1:" + managementPort).toURL();

            assertEquals(200, RouteTour.send(management, "GET", "/metrics", null, Map.of()).statusCode());
            assertEquals(200, RouteTour.send(management, "GET", "/health/liveness", null, Map.of()).statusCode());
            assertEquals(404, RouteTour.send(server.getURL(), "GET", "/metrics", null, Map.of()).statusCode());
            assertEquals(200, RouteTour.send(server.getURL(), "POST", "/search", "{}", Map.of()).statusCode());
        }
    }

    @Test
    void withTheEndpointSwitchedOffMetricsIsNotFound() throws Exception {
        try (EmbeddedServer server = start("endpoints.prometheus.enabled", false)) {
            assertEquals(404, RouteTour.send(server.getURL(), "GET", "/metrics", null, Map.of()).statusCode());
        }
    }

    @Test
    void withMeteringSwitchedOffTheDirectoryStillRegistersAndSearches() throws Exception {
        try (EmbeddedServer server = start("micronaut.metrics.enabled", false)) {
            Readiness.await(server.getURL());
            var registered = RouteTour.send(server.getURL(), "POST", "/services",
                    RouteTour.mcpServer(server.getURL()), Map.of());
            var found = RouteTour.send(server.getURL(), "POST", "/search", "{\"query\": \"tides\"}", Map.of());

            assertEquals(201, registered.statusCode(), registered.body());
            assertEquals(200, found.statusCode());
            assertTrue(found.body().contains("Harbour tides"), found.body());
            assertEquals(404, RouteTour.send(server.getURL(), "GET", "/metrics", null, Map.of()).statusCode());
        }
    }
}
