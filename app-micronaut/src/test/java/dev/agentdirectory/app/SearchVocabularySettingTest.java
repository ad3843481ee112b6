package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code directory.search.vocabulary-file} gives search the deployment's vocabulary; without it there is none. */
class SearchVocabularySettingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    private int totalFor(Map<String, Object> settings, String query) throws Exception {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, settings)) {
            RouteTour.send(server.getURL(), "POST", "/services", "{\"name\": \"Harbour times\", \"description\": "
                    + "\"When boats can sail.\", \"service_type\": \"mcp_server\", \"mcp_doc_url\": "
                    + "\"https://harbour.example/mcp.json\"}", Map.of());
            JsonNode page = JSON.readTree(RouteTour.send(server.getURL(), "POST", "/search",
                    "{\"query\": \"" + query + "\"}", Map.of()).body());
            return page.get("total").asInt();
        }
    }

    private Map<String, Object> settings(String name) {
        return Map.of("micronaut.server.port", -1, "directory.data-dir", folder.resolve(name).toString(),
                "directory.reprobe.enabled", false, "directory.rate-limit.enabled", false);
    }

    @Test
    void aQueryWordFindsWhatTheConfiguredVocabularyRelatesToIt() throws Exception {
        Path vocabulary = Files.writeString(folder.resolve("vocabulary.txt"), "ferry > harbour\n");
        Map<String, Object> configured = new HashMap<>(settings("with"));
        configured.put("directory.search.vocabulary-file", vocabulary.toString());

        assertEquals(1, totalFor(configured, "ferry"));
        assertEquals(0, totalFor(settings("without"), "ferry"));
    }
}
