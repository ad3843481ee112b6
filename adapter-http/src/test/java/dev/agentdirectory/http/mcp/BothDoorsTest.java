package dev.agentdirectory.http.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.http.Http;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One bad input gives the same violations through REST and through the MCP tool that mirrors the route. */
@MicronautTest
class BothDoorsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    EmbeddedServer server;

    static List<Arguments> badInputs() {
        return List.of(
                Arguments.of("/services", "register_service", "{\"name\": \"\", \"description\": 7, "
                        + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"ftp://example.com/x\", "
                        + "\"skill_url\": \"https://example.com/s.md\", \"tags\": [\"ok\", \"\", 5]}"),
                Arguments.of("/search", "search", "{\"query\": 5, \"limit\": 99, \"offset\": \"x\"}"),
                Arguments.of("/report", "report_service", "{\"issue\": \"gone\", \"details\": []}"));
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void restAndMcpListTheSameViolations(String route, String tool, String input) throws Exception {
        Http http = new Http(server.getURL());
        JsonNode rest = http.post(route, input).json();
        List<String> viaRest = new ArrayList<>();
        for (JsonNode item : rest.get("detail")) {
            List<Object> loc = JSON.convertValue(item.get("loc"), List.class);
            viaRest.add(loc.subList(1, loc.size()) + " " + item.get("type").asText());
        }

        Map<String, Object> call = Map.of("jsonrpc", "2.0", "id", 1, "method", "tools/call",
                "params", Map.of("name", tool, "arguments", JSON.readValue(input, Map.class)));
        JsonNode result = http.send("POST", "/mcp", JSON.writeValueAsBytes(call),
                Map.of("Content-Type", "application/json", "Accept", "application/json, text/event-stream"))
                .json().get("result");
        assertEquals(true, result.get("isError").asBoolean());
        String text = result.at("/content/0/text").asText();
        List<String> viaMcp = new ArrayList<>();
        for (JsonNode item : JSON.readTree(text.substring(text.indexOf('[')))) {
            viaMcp.add(JSON.convertValue(item.get("loc"), List.class) + " " + item.get("type").asText());
        }

        assertEquals(viaRest, viaMcp);
        assertEquals(true, viaRest.size() >= 3, viaRest.toString());
    }
}
