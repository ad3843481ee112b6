package dev.agentdirectory.http.cors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.http.Http;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CrossOriginHttpTest {

    private static final String AGENT = "https://agent.example";
    private static final String LISTING = """
            {"name": "Tides", "description": "Tide tables.", "service_type": "mcp_server",
             "mcp_doc_url": "https://tides.example/mcp.json", "owner_contact": "owner@example.com"}""";
    private static final Map<String, Object> REACHABLE_AS_ANY_HOST =
            Map.of("micronaut.server.cors.localhost-pass-through", true);

    private EmbeddedServer server;

    private Http start(Map<String, Object> properties) {
        Map<String, Object> all = new HashMap<>(Map.of("micronaut.server.port", -1));
        all.putAll(properties);
        server = ApplicationContext.run(EmbeddedServer.class, all);
        return new Http(server.getURL());
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static Http.Answer preflight(Http http, String path, String origin, String method, String headers) {
        Map<String, String> request = new HashMap<>(Map.of("Origin", origin, "Access-Control-Request-Method", method));
        if (headers != null) {
            request.put("Access-Control-Request-Headers", headers);
        }
        return http.send("OPTIONS", path, null, request);
    }

    private static Http.Answer fromPage(Http http, String method, String path, String body, String origin) {
        return http.send(method, path, body == null ? null : body.getBytes(StandardCharsets.UTF_8),
                Map.of("Origin", origin));
    }

    /** What java.net.http will not send: a request for another Host, as a directory on a public name receives. */
    private String asPublicHost(String method, String path, String origin, String body) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            byte[] content = body.getBytes(StandardCharsets.UTF_8);
            socket.getOutputStream().write((method + " " + path + " HTTP/1.1\r\nHost: directory.example.org\r\n"
                    + "Origin: " + origin + "\r\nContent-Type: application/json\r\nAccept: application/json\r\n"
                    + "Content-Length: " + content.length + "\r\nConnection: close\r\n\r\n" + body)
                    .getBytes(StandardCharsets.UTF_8));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static JsonNode bodyOf(String response) throws IOException {
        return new ObjectMapper().readTree(response.substring(response.indexOf("\r\n\r\n") + 4));
    }

    private String registeredId(Http http) {
        Http.Answer answer = http.post("/services", LISTING);
        assertEquals(201, answer.status(), answer.text());
        return answer.json().get("id").asText();
    }

    @Test
    void aPreflightForSearchFromAnyOriginIsAllowed() {
        Http http = start(REACHABLE_AS_ANY_HOST);

        Http.Answer answer = preflight(http, "/search", AGENT, "POST", "content-type");

        assertEquals(200, answer.status(), answer.text());
        assertEquals("*", answer.header("Access-Control-Allow-Origin"));
        assertEquals("POST", answer.header("Access-Control-Allow-Methods"));
        assertEquals("content-type", answer.header("Access-Control-Allow-Headers"));
        assertEquals("3600", answer.header("Access-Control-Max-Age"));
    }

    @Test
    void aCrossOriginSearchMayBeReadWithItsRetryAfterAndRequestId() {
        Http http = start(REACHABLE_AS_ANY_HOST);

        Http.Answer answer = fromPage(http, "POST", "/search", "{\"query\": \"tides\"}", AGENT);

        assertEquals(200, answer.status(), answer.text());
        assertEquals("*", answer.header("Access-Control-Allow-Origin"));
        assertEquals("Retry-After, X-Request-Id", answer.header("Access-Control-Expose-Headers"));
        assertTrue(answer.raw().headers().allValues("Vary").contains("Origin"));
    }

    @Test
    void everyPublicReadRouteAnswersPreflightsFromAnyOrigin() {
        Http http = start(REACHABLE_AS_ANY_HOST);
        String id = registeredId(http);

        for (String path : List.of("/", "/?q=tides", "/.well-known/mcp.json", "/.well-known/skill.md",
                "/.well-known/skills/as-design-pattern.md", "/.well-known/agent-skills/index.json", "/openapi.json",
                "/services/" + id, "/services?limit=1")) {
            Http.Answer answer = preflight(http, path, AGENT, "GET", null);

            assertEquals(200, answer.status(), path);
            assertEquals("*", answer.header("Access-Control-Allow-Origin"), path);
            assertEquals("*", fromPage(http, "GET", path, null, AGENT).header("Access-Control-Allow-Origin"), path);
        }
    }

    @Test
    void aWriteRoutePreflightFromAForeignOriginIsRefusedWithAJsonSentence() {
        Http http = start(REACHABLE_AS_ANY_HOST);
        String id = registeredId(http);

        for (String[] route : new String[][] {{"POST", "/services"}, {"PATCH", "/services/" + id},
                {"DELETE", "/services/" + id}, {"POST", "/report"}}) {
            Http.Answer answer = preflight(http, route[1], AGENT, route[0], "content-type, x-api-key");

            assertEquals(403, answer.status(), route[0] + " " + route[1]);
            assertTrue(answer.header("Content-Type").startsWith("application/json"));
            assertEquals("Cross-origin request refused: " + route[0] + " " + route[1]
                    + " is not open to web pages from " + AGENT, answer.json().get("detail").asText());
            assertNull(answer.header("Access-Control-Allow-Origin"));
        }
    }

    @Test
    void aCrossOriginWriteThatNeedsNoPreflightIsRefusedAndChangesNothing() {
        Http http = start(REACHABLE_AS_ANY_HOST);

        Http.Answer refused = http.send("POST", "/services", LISTING.getBytes(StandardCharsets.UTF_8),
                Map.of("Origin", AGENT, "Content-Type", "text/plain"));

        assertEquals(403, refused.status());
        assertTrue(refused.json().get("detail").asText().startsWith("Cross-origin request refused"));
        assertEquals(0, http.post("/search", "{}").json().get("total").asInt());
    }

    @Test
    void thePagesOfTheDirectorysOwnOriginMayWrite() {
        Http http = start(Map.of());
        String ownOrigin = "http://localhost:" + server.getPort();

        Http.Answer answer = fromPage(http, "POST", "/services", LISTING, ownOrigin);

        assertEquals(201, answer.status(), answer.text());
    }

    @Test
    void theOwnerViewMayBeAskedForWithTheKeyHeaderFromAnyOrigin() {
        Http http = start(REACHABLE_AS_ANY_HOST);
        String id = registeredId(http);

        Http.Answer answer = preflight(http, "/services/" + id, AGENT, "GET", "x-api-key");

        assertEquals(200, answer.status());
        assertEquals("x-api-key", answer.header("Access-Control-Allow-Headers"));
    }

    @Test
    void configurationChangesTheOriginsOfReadAndWriteRoutes() {
        Map<String, Object> properties = new HashMap<>(REACHABLE_AS_ANY_HOST);
        properties.put("directory.cors.public-origins", "https://reader.example, https://owner.example");
        properties.put("directory.cors.write-origins", "https://owner.example");
        Http http = start(properties);
        String id = registeredId(http);

        Http.Answer reader = preflight(http, "/search", "https://reader.example", "POST", null);
        Http.Answer stranger = preflight(http, "/search", AGENT, "POST", null);
        Http.Answer owner = preflight(http, "/services/" + id, "https://owner.example", "PATCH", "x-api-key");
        Http.Answer readerWrites = preflight(http, "/services/" + id, "https://reader.example", "PATCH", null);
        Http.Answer ownerRead = fromPage(http, "GET", "/services/" + id, null, "https://owner.example");

        assertEquals("https://reader.example", reader.header("Access-Control-Allow-Origin"));
        assertEquals(403, stranger.status());
        assertEquals(200, owner.status());
        assertEquals("https://owner.example", owner.header("Access-Control-Allow-Origin"));
        assertEquals(403, readerWrites.status());
        assertEquals("https://owner.example", ownerRead.header("Access-Control-Allow-Origin"));
        assertTrue(ownerRead.raw().headers().allValues("Vary").contains("Origin"));
    }

    @Test
    void anEmptyOriginListClosesTheReadRoutes() {
        Map<String, Object> properties = new HashMap<>(REACHABLE_AS_ANY_HOST);
        properties.put("directory.cors.public-origins", "");
        Http http = start(properties);

        assertEquals(403, preflight(http, "/search", AGENT, "POST", null).status());
        assertEquals(403, fromPage(http, "POST", "/search", "{}", AGENT).status());
    }

    @Test
    void aSettingThatIsNotAnOriginStopsTheStart() {
        RuntimeException failure = assertThrows(RuntimeException.class,
                () -> start(Map.of("directory.cors.write-origins", "https://owner.example/admin")));

        Throwable cause = failure;
        while (cause.getCause() != null && !(cause instanceof IllegalArgumentException)) {
            cause = cause.getCause();
        }
        assertTrue(cause.getMessage().contains("directory.cors.write-origins: https://owner.example/admin is not an "
                + "origin"), cause.getMessage());
    }

    @Test
    void theMcpEndpointIsOpenToTheOriginsItsOriginGuardAccepts() {
        Map<String, Object> properties = new HashMap<>(REACHABLE_AS_ANY_HOST);
        properties.put("directory.mcp.allowed-origins", "https://inspector.example");
        Http http = start(properties);

        Http.Answer foreign = preflight(http, "/mcp", AGENT, "POST", "content-type, mcp-protocol-version");
        Http.Answer local = preflight(http, "/mcp", "http://localhost:6274", "POST", "content-type");
        Http.Answer configured = preflight(http, "/mcp", "https://inspector.example", "POST", "content-type");

        assertEquals(403, foreign.status());
        assertTrue(foreign.json().get("detail").asText().startsWith("Cross-origin request refused"));
        assertEquals("http://localhost:6274", local.header("Access-Control-Allow-Origin"));
        assertEquals("https://inspector.example", configured.header("Access-Control-Allow-Origin"));
    }

    @Test
    void aDirectoryReachedAsLocalhostRefusesForeignPagesUnlessTheFrameworkGuardIsLifted() {
        Http guarded = start(Map.of());

        Http.Answer preflight = preflight(guarded, "/search", AGENT, "POST", null);
        Http.Answer request = fromPage(guarded, "POST", "/search", "{}", AGENT);
        Http.Answer localPage = fromPage(guarded, "POST", "/search", "{}", "http://localhost:3000");

        assertEquals(403, preflight.status());
        assertEquals("Cross-origin request refused: a page from " + AGENT
                + " may not call a directory reached as localhost", preflight.json().get("detail").asText());
        assertEquals(403, request.status());
        assertEquals(preflight.json(), request.json());
        assertEquals(200, localPage.status());
        assertEquals("*", localPage.header("Access-Control-Allow-Origin"));
    }

    @Test
    void onAPublicHostAnyPageMaySearchWithoutLiftingTheLocalhostGuard() throws IOException {
        start(Map.of("directory.public-base-url", "https://directory.example.org"));

        String answer = asPublicHost("POST", "/search", AGENT, "{}");

        assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
        assertTrue(answer.toLowerCase().contains("\r\naccess-control-allow-origin: *\r\n"), answer);
    }

    @Test
    void onAPublicHostTheMcpEndpointRefusesAForeignPageWithItsOwnJsonRpcError() throws IOException {
        start(Map.of("directory.public-base-url", "https://directory.example.org"));

        String answer = asPublicHost("POST", "/mcp", AGENT, "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}");
        String ownPage = asPublicHost("POST", "/mcp", "https://directory.example.org",
                "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}");

        assertTrue(answer.startsWith("HTTP/1.1 403 "), answer);
        assertEquals(-32600, bodyOf(answer).at("/error/code").asInt(), answer);
        assertTrue(ownPage.startsWith("HTTP/1.1 200 "), ownPage);
    }

    @Test
    void aPreflightForARouteThatDoesNotExistIsNotAllowed() {
        Http http = start(REACHABLE_AS_ANY_HOST);

        Http.Answer unknownPath = preflight(http, "/nowhere", AGENT, "GET", null);
        Http.Answer unknownMethod = preflight(http, "/search", AGENT, "PUT", null);

        assertEquals(404, unknownPath.status());
        assertEquals(405, unknownMethod.status());
        assertTrue(unknownMethod.json().get("detail").isTextual());
        assertNull(unknownMethod.header("Access-Control-Allow-Origin"));
    }
}
