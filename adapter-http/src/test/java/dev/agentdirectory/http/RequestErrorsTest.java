package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.http.json.JsonRequestBody;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@MicronautTest
@Property(name = "micronaut.server.max-request-size", value = "65536")
class RequestErrorsTest {

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/search", "/services", "/report"})
    void malformedJsonIsA422JsonInvalidAtTheBody(String path) {
        Http.Answer answer = http.post(path, "{\"name\": ");

        assertEquals(422, answer.status());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
        assertEquals("body", answer.json().at("/detail/0/loc/0").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/search", "/services", "/report"})
    void aMissingBodyIsA422Missing(String path) {
        Http.Answer answer = http.send("POST", path, null, Map.of());

        assertEquals(422, answer.status());
        assertEquals("missing", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void aBodyThatIsNotAnObjectIsA422ModelAttributesType() {
        Http.Answer answer = http.post("/services", "[1, 2]");

        assertEquals(422, answer.status());
        assertEquals("model_attributes_type", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void aLoneSurrogateEscapeIsMalformedJson() {
        Http.Answer answer = http.post("/search", "{\"query\": \"\\ud800\"}");

        assertEquals(422, answer.status());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void invalidUtf8IsMalformedJson() {
        Http.Answer answer = http.send("POST", "/search", new byte[] {'{', '"', 'q', '"', ':', '"', (byte) 0xff, '"',
                '}'}, Map.of());

        assertEquals(422, answer.status());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void trailingContentIsExplainedWithoutNamingTheParsersClasses() {
        Http.Answer answer = http.post("/search", "{\"query\": \"x\"}{}");

        assertEquals(422, answer.status());
        assertEquals("trailing content after the JSON value at line 1 column 15",
                answer.json().at("/detail/0/ctx/error").asText());
    }

    @Test
    void aBodyThatDoesNotDecodeAsItsContentEncodingIsMalformedJson() {
        Http.Answer answer = http.send("POST", "/search", "{\"query\": \"not gzip\"}".getBytes(StandardCharsets.UTF_8),
                Map.of("Content-Encoding", "gzip"));

        assertEquals(422, answer.status());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void aForeignOriginSentToALocalHostIsA403WithAJsonDetail() {
        Http.Answer answer = http.send("GET", "/.well-known/mcp.json", null, Map.of("Origin", "https://evil.example"));

        assertEquals(403, answer.status());
        assertEquals("Cross-origin request refused: a page from https://evil.example may not call a directory "
                + "reached as localhost", answer.json().get("detail").asText());
    }

    @Test
    void headersOver8KibAreA413ThatDoesNotBlameTheBody() {
        Http.Answer answer = http.send("GET", "/openapi.json", null, Map.of("X-Padding", "a".repeat(10_000)));

        assertEquals(413, answer.status());
        assertTrue(answer.json().get("detail").asText().contains("8 KiB of headers"));
    }

    @Test
    void deeplyNestedJsonIsRefusedWithoutAServerError() {
        Http.Answer answer = http.post("/search", "{\"query\": " + "[".repeat(5000));

        assertEquals(422, answer.status());
    }

    @Test
    void aValueNestedAsDeepAsAllowedIsEchoedInItsError() {
        int depth = JsonRequestBody.MAX_NESTING - 1;
        Http.Answer answer = http.post("/search", "{\"query\": " + "[".repeat(depth) + "]".repeat(depth) + "}");

        assertEquals(422, answer.status());
        assertEquals("string_type", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void aValueNestedOneLevelTooDeepIsRefusedAsUndecodable() {
        int depth = JsonRequestBody.MAX_NESTING;
        Http.Answer answer = http.post("/search", "{\"query\": " + "[".repeat(depth) + "]".repeat(depth) + "}");

        assertEquals(422, answer.status());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void aWrongJsonTypeIsReportedTogetherWithTheDomainsViolations() {
        Http.Answer answer = http.post("/services", Map.of("name", 42, "description", "",
                "service_type", "mcp_server", "mcp_doc_url", "https://example.com/mcp.json"));

        assertEquals(422, answer.status());
        List<String> problems = new ArrayList<>();
        for (JsonNode item : answer.json().get("detail")) {
            problems.add(item.at("/loc/1").asText() + ":" + item.get("type").asText());
        }
        assertEquals(List.of("name:string_type", "description:string_too_short"), problems);
    }

    @Test
    void everyBadTagIsListedTheWrongTypedOneAndTheEmptyOneAlike() {
        Http.Answer answer = http.post("/services", "{\"name\": \"n\", \"description\": \"d\", "
                + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"https://example.com/mcp.json\", "
                + "\"tags\": [\"ok\", \"\", 5]}");

        assertEquals(422, answer.status());
        List<String> problems = new ArrayList<>();
        for (JsonNode item : answer.json().get("detail")) {
            problems.add(item.get("loc").toString() + ":" + item.get("type").asText());
        }
        assertEquals(List.of("[\"body\",\"tags\",2]:string_type", "[\"body\",\"tags\",1]:string_too_short"),
                problems);
        assertEquals(5, answer.json().at("/detail/0/input").asInt());
    }

    @Test
    void anErrorIsNeverMuchLargerThanTheRequestThatCausedIt() {
        String body = "{\"name\": \"\", \"description\": \"d\", \"service_type\": \"mcp_server\", "
                + "\"mcp_doc_url\": \"https://example.com/mcp.json\", \"tags\": [" + "1,".repeat(32_000) + "1]}";

        Http.Answer answer = http.post("/services", body);

        assertEquals(422, answer.status());
        assertTrue(answer.raw().body().length < 3 * body.length(), answer.raw().body().length + " bytes");
        assertEquals("name", answer.json().at("/detail/" + (answer.json().get("detail").size() - 1) + "/loc/1")
                .asText());
    }

    @Test
    void aNonNumericLimitIsA422IntParsing() {
        Http.Answer answer = http.post("/search", "{\"limit\": \"ten\"}");

        assertEquals(422, answer.status());
        assertEquals("int_parsing", answer.json().at("/detail/0/type").asText());
        assertEquals("limit", answer.json().at("/detail/0/loc/1").asText());
    }

    @Test
    void anOffsetBeyondAnyIntegerGivesAnEmptyPage() {
        Http.Answer answer = http.post("/search", "{\"offset\": 99999999999999999999}");

        assertEquals(200, answer.status());
        assertEquals(0, answer.json().get("results").size());
    }

    @Test
    void aBodyOver64KibIsA413WithAJsonDetail() {
        String big = "{\"query\": \"" + "x".repeat(70_000) + "\"}";

        Http.Answer answer = http.send("POST", "/search", big.getBytes(StandardCharsets.UTF_8), Map.of());

        assertEquals(413, answer.status());
        assertTrue(answer.json().get("detail").isTextual());
    }

    @Test
    void anUnknownRouteIsA404WithAJsonDetail() {
        Http.Answer answer = http.get("/no/such/route", null);

        assertEquals(404, answer.status());
        assertTrue(answer.json().get("detail").isTextual());
    }

    @Test
    void aKnownPathWithTheWrongMethodIsA405WithAJsonDetail() {
        Http.Answer answer = http.get("/search", "application/json");

        assertEquals(405, answer.status());
        assertTrue(answer.json().get("detail").isTextual());
    }

    @Test
    void aBrowserAskingForHtmlStillGetsAJsonError() {
        Http.Answer answer = http.get("/no/such/route", "text/html");

        assertEquals(404, answer.status());
        assertTrue(answer.header("Content-Type").startsWith("application/json"));
        assertTrue(answer.json().get("detail").isTextual());
    }

    @Test
    void aMissingApiKeyHeaderIsA422AtTheHeader() {
        Http.Answer answer = http.patch("/services/any", Map.of("name", "x"), null);

        assertEquals(422, answer.status());
        assertEquals("header", answer.json().at("/detail/0/loc/0").asText());
        assertEquals("x-api-key", answer.json().at("/detail/0/loc/1").asText());
        assertEquals("missing", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void anUnknownServiceIdIsA404ServiceNotFound() {
        Http.Answer answer = http.delete("/services/no-such-id", "asd_key");

        assertEquals(404, answer.status());
        assertEquals("Service not found", answer.json().get("detail").asText());
    }
}
