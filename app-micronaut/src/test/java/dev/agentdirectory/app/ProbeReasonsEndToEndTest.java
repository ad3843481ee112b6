package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real prober's findings, through the core's words, to the owner: the note, the owner view, the report. */
class ProbeReasonsEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dataDir;

    private EmbeddedServer start(boolean allowPrivateNetworks) {
        return ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.resolve(Boolean.toString(allowPrivateNetworks)).toString(),
                "directory.reprobe.enabled", false,
                "directory.rate-limit.enabled", false,
                "directory.probe.allow-private-networks", allowPrivateNetworks));
    }

    /** What the owner reads of a listing registered at {@code url}: the note, the owner view and a report. */
    private static List<JsonNode> ownerReadings(URL server, String url) throws Exception {
        JsonNode registered = JSON.readTree(RouteTour.send(server, "POST", "/services", "{\"name\": \"Tides\", "
                + "\"description\": \"Tide tables.\", \"service_type\": \"mcp_server\", \"mcp_doc_url\": \"" + url
                + "\"}", Map.of()).body());
        String id = registered.get("id").asText();
        JsonNode owner = JSON.readTree(RouteTour.send(server, "GET", "/services/" + id, null,
                Map.of("X-API-Key", registered.get("api_key").asText())).body()).get("owner");
        JsonNode report = JSON.readTree(RouteTour.send(server, "POST", "/report",
                "{\"service_id\": \"" + id + "\", \"issue\": \"unreachable\"}", Map.of()).body());
        return List.of(registered.get("note"), owner, report);
    }

    @Test
    void aHostThatResolvesToLoopbackIsExplainedWithoutItsAddress() throws Exception {
        try (EmbeddedServer server = start(false)) {
            String url = "http://localhost:" + server.getPort() + "/.well-known/mcp.json";

            List<JsonNode> readings = ownerReadings(server.getURL(), url);

            assertTrue(readings.get(0).asText().contains("private or reserved address"), readings.get(0).asText());
            assertEquals("private_address", readings.get(1).get("last_check_reason_code").asText());
            assertEquals("unreachable", readings.get(2).get("last_check_status").asText());
            assertTrue(readings.get(2).get("last_check_reason").asText().contains("private or reserved address"));
            for (JsonNode reading : readings) {
                assertFalse(reading.toString().contains("127.0.0.1") || reading.toString().contains("::1")
                        || reading.toString().contains("127.0.0.0/8"), reading.toString());
            }
        }
    }

    @Test
    void aUrlThatAnswers404IsNamedByItsStatus() throws Exception {
        try (EmbeddedServer server = start(true)) {
            List<JsonNode> readings = ownerReadings(server.getURL(), server.getURL() + "/no-such-document.json");

            assertTrue(readings.get(0).asText().contains("HTTP status 404"), readings.get(0).asText());
            assertEquals("http_status", readings.get(1).get("last_check_reason_code").asText());
            assertTrue(readings.get(1).get("last_check_reason").asText().contains("HTTP status 404"));
            assertTrue(readings.get(2).get("last_check_reason").asText().contains("HTTP status 404"));
        }
    }
}
