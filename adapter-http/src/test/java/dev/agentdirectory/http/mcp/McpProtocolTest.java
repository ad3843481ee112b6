package dev.agentdirectory.http.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.http.Http;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The transport's rules and JSON-RPC's error codes, one layer at a time. */
@MicronautTest
class McpProtocolTest {

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    private Http.Answer post(String body, Map<String, String> extraHeaders) {
        Map<String, String> headers = new HashMap<>(Map.of("Content-Type", "application/json",
                "Accept", "application/json, text/event-stream"));
        headers.putAll(extraHeaders);
        return http.send("POST", "/mcp", body.getBytes(StandardCharsets.UTF_8), headers);
    }

    private Http.Answer post(String body) {
        return post(body, Map.of());
    }

    @Test
    void pingAnswersAnEmptyObject() {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"ping\"}");

        assertEquals(200, answer.status());
        assertEquals("{}", answer.json().get("result").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"GET", "DELETE"})
    void getAndDeleteAre405(String method) {
        assertEquals(405, http.send(method, "/mcp", null, Map.of()).status());
    }

    @Test
    void aNotificationIsAcceptedWithNoBody() {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}");

        assertEquals(202, answer.status());
        assertEquals("", answer.text());
    }

    @Test
    void malformedJsonIsAParseError() {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": ");

        assertEquals(400, answer.status());
        assertEquals(-32700, answer.json().at("/error/code").asInt());
    }

    /** "/" spelled in two bytes (C0 AF), which a lenient decoder reads as "/": not UTF-8, so not JSON. */
    @Test
    void anOverlongUtf8FormIsAParseError() {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\", \"x\": \"".getBytes(StandardCharsets.UTF_8));
        body.write(0xc0);
        body.write(0xaf);
        body.writeBytes("\"}".getBytes(StandardCharsets.UTF_8));
        Http.Answer answer = http.send("POST", "/mcp", body.toByteArray(), Map.of("Content-Type", "application/json",
                "Accept", "application/json, text/event-stream"));

        assertEquals(400, answer.status());
        assertEquals(-32700, answer.json().at("/error/code").asInt());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}]", "{\"id\": 1, \"method\": \"ping\"}",
            "\"ping\"", "{\"jsonrpc\": \"2.0\", \"id\": 1}", "{\"jsonrpc\": 2.0, \"id\": 1, \"method\": \"ping\"}",
            "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": 5}", "{\"jsonrpc\": \"2.0\", \"method\": true}"})
    void anythingButOneJsonRpcMessageIsAnInvalidRequest(String body) {
        Http.Answer answer = post(body);

        assertEquals(400, answer.status());
        assertEquals(-32600, answer.json().at("/error/code").asInt());
    }

    @Test
    void anInvalidRequestSaysWhatIsWrongWithIt() {
        assertEquals("Invalid Request: send one JSON-RPC 2.0 message (batches are not supported)",
                post("[{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}]").json().at("/error/message").asText());
        assertEquals("Invalid Request: send one JSON-RPC 2.0 message, a JSON object",
                post("\"ping\"").json().at("/error/message").asText());
        assertEquals("Invalid Request: \"jsonrpc\" must be \"2.0\"",
                post("{\"jsonrpc\": \"1.0\", \"id\": 1, \"method\": \"ping\"}").json().at("/error/message").asText());
        assertEquals("Invalid Request: \"jsonrpc\" must be \"2.0\"",
                post("{\"id\": 1, \"method\": \"ping\"}").json().at("/error/message").asText());
        assertEquals("Invalid Request: \"method\" must be a string",
                post("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": 5}").json().at("/error/message").asText());
    }

    /** MCP's params are an object for every method, those that read none included. */
    @ParameterizedTest
    @ValueSource(strings = {"ping", "tools/list", "resources/list", "resources/templates/list"})
    void paramsThatAreNotAnObjectAreInvalidParams(String method) {
        for (String params : List.of("\"x\"", "[1, 2]", "5")) {
            Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"" + method + "\", \"params\": "
                    + params + "}");

            assertEquals(-32602, answer.json().at("/error/code").asInt(), method + " " + params + ": " + answer.text());
            assertEquals(2, answer.json().get("id").asInt());
        }
        assertTrue(post("{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"" + method + "\", \"params\": {}}").json()
                .has("result"), method);
    }

    @Test
    void aByteOrderMarkBeforeTheMessageIsSkippedAsOnTheRestRoutes() {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        body.writeBytes("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}".getBytes(StandardCharsets.UTF_8));
        Http.Answer answer = http.send("POST", "/mcp", body.toByteArray(), Map.of("Content-Type", "application/json",
                "Accept", "application/json, text/event-stream"));

        assertEquals(200, answer.status(), answer.text());
        assertEquals("{}", answer.json().get("result").toString());
    }

    @Test
    void anUnknownMethodIsMethodNotFound() {
        assertEquals(-32601, post("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"tools/destroy\"}").json()
                .at("/error/code").asInt());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"not an object\"", "{\"name\": \"no_such_tool\"}", "{\"arguments\": {}}"})
    void unreadableToolCallParamsAreInvalidParams(String params) {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\": \"tools/call\", \"params\": "
                + params + "}");

        assertEquals(200, answer.status());
        assertEquals(-32602, answer.json().at("/error/code").asInt());
        assertEquals(9, answer.json().get("id").asInt());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ", \"params\": {\"protocolVersion\": \"2025-11-25\", \"capabilities\": \"\", "
            + "\"clientInfo\": {\"name\": \"c\", \"version\": \"1\"}}"})
    void unreadableInitializeParamsAreInvalidParamsThatNameNoClass(String params) {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": 4, \"method\": \"initialize\"" + params + "}");

        assertEquals(-32602, answer.json().at("/error/code").asInt());
        assertEquals("Invalid params for initialize", answer.json().at("/error/message").asText());
    }

    @Test
    void anUnsupportedProtocolVersionHeaderIsA400() {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}",
                Map.of("MCP-Protocol-Version", "2024-01-01"));

        assertEquals(400, answer.status());
        assertTrue(answer.json().at("/error/message").asText().contains("2025-11-25"));
    }

    @Test
    void theLatestRevisionIsNegotiated() {
        Http.Answer answer = post("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\": "
                + "{\"protocolVersion\": \"2025-11-25\", \"capabilities\": {}, "
                + "\"clientInfo\": {\"name\": \"t\", \"version\": \"1\"}}}");

        assertEquals("2025-11-25", answer.json().at("/result/protocolVersion").asText());
    }

    @Test
    void aBodyThatIsNotJsonIsAnUnsupportedMediaType() {
        assertEquals(415, post("{}", Map.of("Content-Type", "text/plain")).status());
    }
}
