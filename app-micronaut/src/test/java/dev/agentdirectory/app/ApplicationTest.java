package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ApplicationTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final String LISTING = """
            {"name": "Harbour tides", "description": "Tide tables for every harbour.",
             "service_type": "mcp_server", "mcp_doc_url": "https://tides.example.invalid/mcp.json"}""";

    @TempDir
    Path dataDir;

    private EmbeddedServer start(Map<String, Object> extra) {
        Map<String, Object> properties = new HashMap<>(Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false));
        properties.putAll(extra);
        return ApplicationContext.run(EmbeddedServer.class, properties);
    }

    private static HttpResponse<String> send(EmbeddedServer server, String method, String path, String body,
                                             String apiKey) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .method(method, HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (apiKey != null) {
            request.header("X-API-Key", apiKey);
        }
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(HttpResponse<String> response) throws IOException {
        return JSON.readTree(response.body());
    }

    @Test
    void aListingSurvivesARestartStaysSearchableAndItsKeyStillWorks() throws Exception {
        JsonNode registered;
        try (EmbeddedServer first = start(Map.of())) {
            registered = json(send(first, "POST", "/services", LISTING, null));
        }

        try (EmbeddedServer second = start(Map.of())) {
            JsonNode found = json(send(second, "POST", "/search", "{\"query\": \"tide harbours\"}", null));
            HttpResponse<String> patched = send(second, "PATCH", "/services/" + registered.get("id").asText(),
                    "{\"description\": \"Tides, still.\"}", registered.get("api_key").asText());

            assertEquals(registered.get("id").asText(), found.at("/results/0/id").asText());
            assertEquals(200, patched.statusCode());
        }
    }

    @Test
    void registrationsOverTheRateLimitAreRefusedWithRetryAfterAndChangeNothing() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.rate-limit.register-per-minute", 2))) {
            send(server, "POST", "/services", LISTING, null);
            send(server, "POST", "/services", LISTING, null);

            HttpResponse<String> refused = send(server, "POST", "/services", LISTING, null);
            JsonNode all = json(send(server, "POST", "/search", "{}", null));

            assertEquals(429, refused.statusCode());
            assertTrue(Integer.parseInt(refused.headers().firstValue("Retry-After").orElseThrow()) > 0);
            assertTrue(json(refused).get("detail").isTextual());
            assertEquals(2, all.get("total").asInt());
        }
    }

    @Test
    void rateLimitsCanBeSwitchedOff() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.rate-limit.enabled", false,
                "directory.rate-limit.register-per-minute", 1))) {
            send(server, "POST", "/services", LISTING, null);

            assertEquals(201, send(server, "POST", "/services", LISTING, null).statusCode());
        }
    }

    @Test
    void aBodyOver64KibIsRefusedWith413() throws Exception {
        try (EmbeddedServer server = start(Map.of())) {
            HttpResponse<String> refused = send(server, "POST", "/search",
                    "{\"query\": \"" + "x".repeat(66_000) + "\"}", null);

            assertEquals(413, refused.statusCode());
        }
    }

    @Test
    void theWellKnownUrlsAreBuiltFromThePublicBaseUrl() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.public-base-url", "https://directory.example.org"))) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(server.getURL() + "/.well-known/mcp.json")).build();
            JsonNode doc = JSON.readTree(CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body());

            assertEquals("https://directory.example.org/mcp", doc.get("mcp_endpoint").asText());
            assertEquals("https://directory.example.org/openapi.json", doc.get("openapi_url").asText());
        }
    }

    private static JsonNode mcp(EmbeddedServer server, String method, String params) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.getURL() + "/mcp"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \""
                        + method + "\", \"params\": " + params + "}"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").build();
        return JSON.readTree(CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body()).get("result");
    }

    @Test
    void registrationsThroughTheMcpToolSpendTheSameBudgetAsRest() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.rate-limit.register-per-minute", 2))) {
            String register = "{\"name\": \"register_service\", \"arguments\": " + LISTING + "}";
            assertEquals(201, send(server, "POST", "/services", LISTING, null).statusCode());
            assertFalse(mcp(server, "tools/call", register).get("isError").asBoolean());

            JsonNode refused = mcp(server, "tools/call", register);

            assertTrue(refused.get("isError").asBoolean());
            assertTrue(refused.at("/content/0/text").asText().startsWith("Too many requests"));
            assertEquals(429, send(server, "POST", "/services", LISTING, null).statusCode());
        }
    }

    @Test
    void anotherSpellingOfALimitedRouteIsLimitedAlike() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.rate-limit.register-per-minute", 1))) {
            assertEquals(201, send(server, "POST", "/services", LISTING, null).statusCode());

            assertTrue(send(server, "POST", "/services/", LISTING, null).statusCode() != 201);
            assertTrue(send(server, "POST", "//services", LISTING, null).statusCode() != 201);
        }
    }

    @Test
    void everyFigureAgentsAreToldComesFromTheConfiguration() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.probe.report-cooldown", "90s",
                "directory.demotion.threshold", 5, "directory.demotion.hide-after", "3d",
                "directory.rate-limit.register-per-minute", 7))) {
            HttpRequest skillRequest = HttpRequest.newBuilder(URI.create(server.getURL() + "/.well-known/skill.md"))
                    .header("Accept", "text/markdown").build();
            String skill = CLIENT.send(skillRequest, HttpResponse.BodyHandlers.ofString()).body();
            String instructions = mcp(server, "initialize", "{\"protocolVersion\": \"2025-11-25\", "
                    + "\"capabilities\": {}, \"clientInfo\": {\"name\": \"t\", \"version\": \"1\"}}")
                    .get("instructions").asText();
            String reportTool = mcp(server, "tools/list", "{}").at("/tools/4/description").asText();

            for (String text : new String[] {skill, instructions, reportTool}) {
                assertTrue(text.contains("90 s") && text.contains("3 days"), text);
                assertTrue(!text.contains("60 s") && !text.contains("7 days") && !text.contains("{{"), text);
            }
            assertTrue(skill.contains("5 consecutive failed probes") && skill.contains("registration 7/min"), skill);
            assertTrue(instructions.contains("After 5 failed probes") && instructions.contains("7 registrations"));
        }
    }

    @Test
    void aPatchThatChangesTheUrlSpendsTheRegistrationBudget() throws Exception {
        try (EmbeddedServer server = start(Map.of("directory.rate-limit.register-per-minute", 2))) {
            JsonNode registered = json(send(server, "POST", "/services", LISTING, null));
            String path = "/services/" + registered.get("id").asText();
            String key = registered.get("api_key").asText();

            assertEquals(200, send(server, "PATCH", path,
                    "{\"mcp_doc_url\": \"https://tides.example.invalid/v2.json\"}", key).statusCode());
            HttpResponse<String> refused = send(server, "PATCH", path,
                    "{\"mcp_doc_url\": \"https://tides.example.invalid/v3.json\"}", key);

            assertEquals(429, refused.statusCode());
            assertTrue(refused.headers().firstValue("Retry-After").isPresent());
            assertEquals(200, send(server, "PATCH", path, "{\"description\": \"No probe needed.\"}", key)
                    .statusCode());
        }
    }

    @Test
    void aClientThatStopsSendingMidRequestIsDisconnected() throws Exception {
        try (EmbeddedServer server = start(Map.of("micronaut.server.idle-timeout", "1s"));
             Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.getOutputStream().write("POST /search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le"
                    .getBytes(StandardCharsets.US_ASCII));
            socket.setSoTimeout(10_000);
            long start = System.nanoTime();

            byte[] rest = socket.getInputStream().readAllBytes();

            assertTrue(System.nanoTime() - start < 8_000_000_000L, "still connected after 8 s");
            assertTrue(rest.length == 0 || !new String(rest, StandardCharsets.US_ASCII).startsWith("HTTP/1.1 5"));
        }
    }

    @Test
    void anOversizedHeaderBlockIsRefusedWithA4xx() throws Exception {
        try (EmbeddedServer server = start(Map.of())) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(server.getURL() + "/.well-known/mcp.json"))
                    .header("X-Padding", "x".repeat(20_000)).build();

            int status = CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).statusCode();

            assertTrue(status >= 400 && status < 500, "status " + status);
        }
    }
}
