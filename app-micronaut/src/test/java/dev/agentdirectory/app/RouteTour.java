package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.change.FeedCursor;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.Map;

/** Requests over every route of one server, each answer's status asserted and checked against the document. */
final class RouteTour {

    static final String NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final String BY_ID = "/services/{service_id}";
    private static final String OVERSIZED_BODY = "{\"query\": \"" + "x".repeat(66_000) + "\"}";

    private final URL target;
    private final DocumentedResponses responses;

    RouteTour(URL target, DocumentedResponses responses) {
        this.target = target;
        this.responses = responses;
    }

    static HttpResponse<String> send(URL target, String method, String path, String body, Map<String, String> headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(target + path)).method(method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        headers.forEach(request::header);
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static Map<String, String> key(String apiKey) {
        return Map.of("X-API-Key", apiKey);
    }

    static String mcpServer(URL target) {
        return "{\"name\": \"Harbour tides\", \"description\": \"Tide tables for every harbour.\", "
                + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"" + target
                + "/.well-known/mcp.json\", \"tags\": [\"Tides\", \"harbours\"], "
                + "\"owner_contact\": \"ops@example.org\"}";
    }

    private static String agentSkill(URL target, String setupRequirements) {
        return "{\"name\": \"Reading tide tables\", \"description\": \"How to read a tide table.\", "
                + "\"service_type\": \"agent_skill\", \"skill_url\": \"" + target + "/.well-known/skill.md\", "
                + "\"setup_requirements\": " + setupRequirements + "}";
    }

    private HttpResponse<String> exchange(int status, String method, String template, String path, String body,
                                          Map<String, String> headers) throws IOException, InterruptedException {
        HttpResponse<String> answer = send(target, method, path, body, headers);
        assertEquals(status, answer.statusCode(), method + " " + path + ": " + answer.body());
        responses.check(method, template, answer);
        return answer;
    }

    private HttpResponse<String> exchange(int status, String method, String path, String body,
                                          Map<String, String> headers) throws IOException, InterruptedException {
        return exchange(status, method, path, path, body, headers);
    }

    void wellKnownDocuments() throws Exception {
        exchange(200, "GET", "/.well-known/mcp.json", null, Map.of());
        exchange(200, "GET", "/.well-known/agent-skills/index.json", null, Map.of());
        exchange(200, "GET", "/.well-known/skill.md", null, Map.of());
        exchange(200, "GET", "/.well-known/skill.md", null, Map.of("Accept", "text/markdown"));
        String skill = "/.well-known/skills/{skill_name}.md";
        exchange(200, "GET", skill, "/.well-known/skills/as-design-pattern.md", null, Map.of());
        exchange(200, "GET", skill, "/.well-known/skills/creating-agent-services.md", null,
                Map.of("Accept", "text/markdown"));
        exchange(404, "GET", skill, "/.well-known/skills/no-such-skill.md", null, Map.of());
    }

    Listings registrations() throws Exception {
        JsonNode mcp = JSON.readTree(exchange(201, "POST", "/services", mcpServer(target), Map.of()).body());
        JsonNode skill = JSON.readTree(exchange(201, "POST", "/services",
                agentSkill(target, "\"An HTTP client\""), Map.of()).body());
        exchange(201, "POST", "/services", agentSkill(target, "null"), Map.of());
        JsonNode broken = JSON.readTree(exchange(201, "POST", "/services", mcpServer(target)
                .replace("/.well-known/mcp.json", "/no-such-document.json"), Map.of()).body());
        exchange(422, "POST", "/services", "{\"name\": \"\", \"service_type\": \"robot\", \"tags\": [7, \"ok\"]}",
                Map.of());
        exchange(422, "POST", "/services", "{\"name\": ", Map.of());
        exchange(422, "POST", "/services", "[1, 2]", Map.of());
        return new Listings(mcp.get("id").asText(), mcp.get("api_key").asText(), skill.get("id").asText(),
                skill.get("api_key").asText(), broken.get("id").asText(), broken.get("api_key").asText());
    }

    void searches() throws Exception {
        exchange(200, "POST", "/search", "{}", Map.of());
        exchange(200, "POST", "/search", "{\"query\": \"tide tables\", \"limit\": 1, \"offset\": 1}", Map.of());
        exchange(422, "POST", "/search", "{\"query\": 5, \"limit\": 0, \"offset\": -1}", Map.of());
    }

    void lookUps(Listings listings) throws Exception {
        exchange(200, "GET", BY_ID, "/services/" + listings.mcpId(), null, Map.of());
        exchange(200, "GET", BY_ID, "/services/" + listings.skillId(), null, Map.of());
        exchange(200, "GET", BY_ID, "/services/" + listings.mcpId(), null, key(listings.mcpKey()));
        exchange(200, "GET", BY_ID, "/services/" + listings.skillId(), null, key(listings.skillKey()));
        exchange(200, "GET", BY_ID, "/services/" + listings.brokenId(), null, key(listings.brokenKey()));
        exchange(401, "GET", BY_ID, "/services/" + listings.mcpId(), null, key(listings.skillKey()));
        exchange(404, "GET", BY_ID, "/services/" + NO_SUCH_ID, null, Map.of());
        exchange(404, "GET", BY_ID, "/services/not-an-id", null, Map.of());
    }

    /** The change feed from its start, resumed, refused for what it cannot read, and sent back to resync. */
    void changes() throws Exception {
        JsonNode first = JSON.readTree(exchange(200, "GET", "/services", "/services?limit=1", null, Map.of()).body());
        exchange(200, "GET", "/services", "/services?cursor=" + first.get("next_cursor").asText(), null, Map.of());
        exchange(200, "GET", "/services", "/services?updated_since=2026-01-01T00:00:00Z&limit=500", null, Map.of());
        exchange(422, "GET", "/services", "/services?cursor=garbled&updated_since=yesterday&limit=501", null,
                Map.of());
        String foreign = new FeedCursor("another-database", 1, Instant.now()).encode();
        exchange(410, "GET", "/services", "/services?cursor=" + foreign, null, Map.of());
    }

    void updates(Listings listings) throws Exception {
        String mcp = "/services/" + listings.mcpId();
        exchange(200, "PATCH", BY_ID, mcp, "{\"description\": \"Tides, hourly.\"}", key(listings.mcpKey()));
        exchange(200, "PATCH", BY_ID, "/services/" + listings.skillId(),
                "{\"tags\": null, \"setup_requirements\": null}", key(listings.skillKey()));
        exchange(401, "PATCH", BY_ID, mcp, "{}", key(listings.skillKey()));
        exchange(404, "PATCH", BY_ID, "/services/" + NO_SUCH_ID, "{}", key(listings.mcpKey()));
        exchange(422, "PATCH", BY_ID, mcp, "{}", Map.of());
        exchange(422, "PATCH", BY_ID, mcp, "{\"name\": 5, \"skill_url\": \"x\"}", key(listings.mcpKey()));
    }

    void reports(Listings listings) throws Exception {
        exchange(200, "POST", "/report", report(listings.mcpId(), "unreachable"), Map.of());
        exchange(200, "POST", "/report", report(listings.brokenId(), "unreachable"), Map.of());
        exchange(404, "POST", "/report", report(NO_SUCH_ID, "other"), Map.of());
        exchange(422, "POST", "/report", "{\"issue\": \"broken\", \"details\": 3}", Map.of());
    }

    /** Every operation refuses a header block over its bound; those that take a body, a body over 64 KiB too. */
    void oversizedRequests(Listings listings) throws Exception {
        Map<String, String> padded = Map.of("X-Padding", "p".repeat(10_000));
        for (String operation : responses.operations()) {
            String method = operation.substring(0, operation.indexOf(' '));
            String template = operation.substring(method.length() + 1);
            String path = template.replace("{service_id}", listings.mcpId())
                    .replace("{skill_name}", "as-design-pattern");
            exchange(413, method, template, path, null, padded);
        }
        exchange(413, "POST", "/services", OVERSIZED_BODY, Map.of());
        exchange(413, "POST", "/search", OVERSIZED_BODY, Map.of());
        exchange(413, "POST", "/report", OVERSIZED_BODY, Map.of());
        exchange(413, "PATCH", BY_ID, "/services/" + listings.mcpId(), OVERSIZED_BODY, key(listings.mcpKey()));
    }

    /** Answers the framework gives by itself fall under each operation's default. */
    void unacceptableAnswers() throws Exception {
        exchange(406, "POST", "/search", "{}", Map.of("Accept", "text/plain"));
        exchange(406, "GET", "/.well-known/mcp.json", null, Map.of("Accept", "image/png"));
    }

    void deregistrations(Listings listings) throws Exception {
        String skill = "/services/" + listings.skillId();
        exchange(401, "DELETE", BY_ID, skill, null, key(listings.mcpKey()));
        exchange(422, "DELETE", BY_ID, skill, null, Map.of());
        exchange(200, "DELETE", BY_ID, skill, null, key(listings.skillKey()));
        exchange(404, "DELETE", BY_ID, skill, null, key(listings.skillKey()));
    }

    /** One request of each kind fits the budget of one a minute; the next is refused. */
    void rateLimits() throws Exception {
        JsonNode registered = JSON.readTree(exchange(201, "POST", "/services", mcpServer(target), Map.of()).body());
        exchange(429, "POST", "/services", mcpServer(target), Map.of());
        String id = registered.get("id").asText();
        String newUrl = "{\"mcp_doc_url\": \"" + target + "/openapi.json\"}";
        exchange(429, "PATCH", BY_ID, "/services/" + id, newUrl, key(registered.get("api_key").asText()));
        exchange(200, "POST", "/search", "{}", Map.of());
        exchange(429, "POST", "/search", "{}", Map.of());
        exchange(200, "POST", "/report", report(id, "other"), Map.of());
        exchange(429, "POST", "/report", report(id, "other"), Map.of());
        exchange(200, "GET", "/services", null, Map.of());
        exchange(429, "GET", "/services", null, Map.of());
    }

    private static String report(String id, String issue) {
        return "{\"service_id\": \"" + id + "\", \"issue\": \"" + issue + "\"}";
    }


    /** Two healthy listings, and one whose URL answers 404. */
    record Listings(String mcpId, String mcpKey, String skillId, String skillKey, String brokenId, String brokenKey) {
    }
}
