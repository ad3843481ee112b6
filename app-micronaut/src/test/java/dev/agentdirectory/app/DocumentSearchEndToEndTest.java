package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server is found by what its tools do: the real prober reads the document, the store keeps what it says, the
 * index searches it, and a restart finds it again. The directory's own MCP document is the one probed.
 */
class DocumentSearchEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dataDir;

    private EmbeddedServer start(int port) {
        return ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", port,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.rate-limit.enabled", false,
                "directory.probe.allow-private-networks", true));
    }

    private static List<String> found(EmbeddedServer server, String query) throws Exception {
        JsonNode page = JSON.readTree(RouteTour.send(server.getURL(), "POST", "/search",
                "{\"query\": \"" + query + "\"}", Map.of()).body());
        List<String> ids = new ArrayList<>();
        page.get("results").forEach(result -> ids.add(result.get("id").asText()));
        return ids;
    }

    @Test
    void aServerIsFoundByWhatItsToolsDoBeforeAndAfterARestart() throws Exception {
        String id;
        int port;
        try (EmbeddedServer server = start(-1)) {
            port = server.getPort();
            // "substantiated" is in the description of the directory's own report_service tool, and nowhere else.
            assertEquals(List.of(), found(server, "substantiated"));
            JsonNode registered = JSON.readTree(RouteTour.send(server.getURL(), "POST", "/services",
                    "{\"name\": \"Tides\", \"description\": \"Tide tables.\", \"service_type\": \"mcp_server\", "
                            + "\"mcp_doc_url\": \"" + server.getURL() + "/.well-known/mcp.json\"}", Map.of()).body());
            id = registered.get("id").asText();

            assertEquals(List.of(id), found(server, "substantiated"));
            assertEquals(List.of(id), found(server, "deregister"));
        }
        try (EmbeddedServer restarted = start(port)) {
            assertEquals(List.of(id), found(restarted, "substantiated"));
        }
    }
}
