package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StructuredLogTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final String CONTACT = "owner-7c1e@contact.example";
    private static final String NEW_CONTACT = "owner-2b9d@contact.example";
    private static final String WRONG_KEY = "asd_" + "Zq".repeat(20);

    @TempDir
    Path dataDir;

    private EmbeddedServer start() {
        return ApplicationContext.run(EmbeddedServer.class, Map.of("micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(), "directory.reprobe.enabled", false,
                LoggedFromAHandler.ENABLED, true));
    }

    private static HttpResponse<String> send(EmbeddedServer server, String method, String path, String body,
                                             Map<String, String> headers) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        headers.forEach(request::header);
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + text, e);
        }
    }

    private static List<JsonNode> requestLines(List<String> lines) {
        List<JsonNode> requests = new ArrayList<>();
        for (String line : lines) {
            JsonNode entry = json(line);
            if ("dev.agentdirectory.http.requests".equals(entry.path("loggerName").asText())) {
                requests.add(entry);
            }
        }
        return requests;
    }

    @Test
    void inJsonModeEveryLineIsAJsonObjectAndEachRequestLineCarriesItsRequestId() throws Exception {
        List<String> echoed = new ArrayList<>();
        List<String> lines = LogCapture.capture(LogCapture.JSON, Level.INFO, () -> {
            try (EmbeddedServer server = start()) {
                echoed.add(send(server, "POST", "/search", "{}", Map.of("X-Request-Id", "lb-5e2a")).headers()
                        .firstValue("X-Request-Id").orElseThrow());
                echoed.add(send(server, "GET", "/nowhere", null, Map.of()).headers()
                        .firstValue("X-Request-Id").orElseThrow());
            }
        });

        assertFalse(lines.isEmpty());
        lines.forEach(line -> assertTrue(json(line).isObject(), line));
        List<JsonNode> requests = requestLines(lines);
        assertEquals(2, requests.size(), lines.toString());
        assertEquals("lb-5e2a", requests.get(0).at("/mdc/request_id").asText());
        assertEquals("POST /search 200", requests.get(0).get("formattedMessage").asText().replaceAll(" \\d+ ms$", ""));
        assertEquals(echoed, List.of(requests.get(0).at("/mdc/request_id").asText(),
                requests.get(1).at("/mdc/request_id").asText()));
        assertTrue(echoed.get(1).matches("[0-9a-f]{32}"));
    }

    @Test
    void linesAHandlerLogsCarryItsRequestId() throws Exception {
        List<String> lines = LogCapture.capture(LogCapture.JSON, Level.INFO, () -> {
            try (EmbeddedServer server = start()) {
                assertEquals(200, send(server, "GET", "/test-only/log", null, Map.of("X-Request-Id", "handler-1"))
                        .statusCode());
            }
        });

        JsonNode handlerLine = lines.stream().map(StructuredLogTest::json)
                .filter(entry -> LoggedFromAHandler.LINE.equals(entry.path("formattedMessage").asText()))
                .findFirst().orElseThrow(() -> new AssertionError(lines.toString()));
        assertEquals("handler-1", handlerLine.at("/mdc/request_id").asText());
    }

    @Test
    void neitherAKeyNorAnOwnerContactIsEverLoggedEvenAtTrace() throws Exception {
        List<String> keys = new ArrayList<>(List.of(WRONG_KEY));
        List<String> lines = LogCapture.capture(LogCapture.JSON, Level.TRACE, () -> {
            try (EmbeddedServer server = start()) {
                JsonNode registered = json(send(server, "POST", "/services", "{\"name\": \"Tides\", \"description\": "
                        + "\"Tide tables.\", \"service_type\": \"mcp_server\", \"mcp_doc_url\": "
                        + "\"https://tides.example.invalid/mcp.json\", \"owner_contact\": \"" + CONTACT + "\"}",
                        Map.of()).body());
                String id = registered.get("id").asText();
                String key = registered.get("api_key").asText();
                keys.add(key);
                Map<String, String> withKey = Map.of("X-API-Key", key);

                assertEquals(200, send(server, "PATCH", "/services/" + id,
                        "{\"owner_contact\": \"" + NEW_CONTACT + "\"}", withKey).statusCode());
                assertEquals(401, send(server, "PATCH", "/services/" + id, "{\"description\": \"x\"}",
                        Map.of("X-API-Key", WRONG_KEY)).statusCode());
                assertEquals(422, send(server, "PATCH", "/services/" + id,
                        "{\"owner_contact\": \"" + CONTACT + "x".repeat(200) + "\"}", withKey).statusCode());
                assertEquals(200, send(server, "GET", "/services/" + id, null, withKey).statusCode());
                assertEquals(401, send(server, "GET", "/services/" + id, null,
                        Map.of("X-API-Key", WRONG_KEY)).statusCode());
                String mcpUpdate = "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/call\", \"params\": "
                        + "{\"name\": \"update_service\", \"arguments\": {\"service_id\": \"" + id + "\", \"api_key\": \""
                        + key + "\", \"owner_contact\": \"" + CONTACT + "\"}}}";
                assertEquals(200, send(server, "POST", "/mcp", mcpUpdate,
                        Map.of("Accept", "application/json, text/event-stream")).statusCode());
                assertEquals(200, send(server, "DELETE", "/services/" + id, null, withKey).statusCode());
            }
        });

        assertTrue(requestLines(lines).size() >= 7, lines.toString());
        for (String line : lines) {
            for (String secret : List.of(keys.get(0), keys.get(1), CONTACT, NEW_CONTACT)) {
                assertFalse(line.contains(secret), "logged: " + line);
            }
        }
    }
}
