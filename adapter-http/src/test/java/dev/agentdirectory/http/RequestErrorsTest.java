package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.http.json.JsonRequestBody;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
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

    /** Overlong forms ("/" as C0 AF, as E0 80 AF, as F0 80 80 AF), an encoded surrogate, a code point past U+10FFFF. */
    @ParameterizedTest
    @ValueSource(strings = {"c0af", "c1bf", "e080af", "f08080af", "eda080", "f4908080"})
    void bytesThatAreNotUtf8AreMalformedJsonEvenWhereTheySpellACharacter(String hex) {
        Http.Answer answer = http.send("POST", "/search", bodyWithNameBytes(hex), Map.of());

        assertEquals(422, answer.status());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
        assertEquals("invalid UTF-8 at byte 11", answer.json().at("/detail/0/ctx/error").asText());
    }

    @Test
    void wellFormedUtf8OfEveryLengthIsRead() {
        Http.Answer answer = http.post("/search", "{\"query\": \"caf\u00e9 \u20ac \ud83d\ude00 weather\"}");

        assertEquals(200, answer.status());
    }

    /** UTF-16 and UTF-32 of ASCII is NUL-interleaved ASCII, well-formed UTF-8: read as UTF-8, it is not JSON. */
    @ParameterizedTest
    @ValueSource(strings = {"UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"})
    void jsonInAnotherUnicodeEncodingIsMalformedJson(String encoding) {
        byte[] body = "{\"query\": \"weather\"}".getBytes(Charset.forName(encoding));
        Http.Answer answer = http.send("POST", "/search", body, Map.of());

        assertEquals(422, answer.status(), answer.text());
        assertEquals("json_invalid", answer.json().at("/detail/0/type").asText());
    }

    @Test
    void aByteOrderMarkBeforeTheJsonIsSkipped() {
        byte[] json = "{\"query\": \"weather\", \"limit\": 0}".getBytes(StandardCharsets.UTF_8);
        byte[] body = new byte[json.length + 3];
        body[0] = (byte) 0xEF;
        body[1] = (byte) 0xBB;
        body[2] = (byte) 0xBF;
        System.arraycopy(json, 0, body, 3, json.length);

        Http.Answer answer = http.send("POST", "/search", body, Map.of());

        assertEquals(422, answer.status(), answer.text());
        assertEquals("greater_than_equal", answer.json().at("/detail/0/type").asText());
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

    /** The contract types these "string" or "integer", not "or null": null is a value of the wrong type there. */
    @Test
    void nullWhereTheContractAllowsNoNullIsAValueOfTheWrongType() {
        Http.Answer search = http.post("/search", "{\"query\": null, \"limit\": null, \"offset\": null}");

        assertEquals(422, search.status());
        assertEquals(List.of("string_type body query", "int_parsing body limit", "int_parsing body offset"),
                summaries(search));
        assertTrue(search.json().at("/detail/0/input").isNull());

        Http.Answer report = http.post("/report", "{\"service_id\": null, \"issue\": null, \"details\": null}");

        assertEquals(List.of("string_type body service_id", "string_type body issue"), summaries(report));
    }

    @Test
    void nullWhereTheContractAllowsItReadsAsAbsent() {
        Http.Answer search = http.post("/search", "{\"query\": \"weather\"}");
        Http.Answer report = http.post("/report", "{\"service_id\": \"no-such-id\", \"issue\": \"unreachable\", "
                + "\"details\": null}");

        assertEquals(200, search.status());
        assertEquals(404, report.status());
    }

    @Test
    void anUpdateWithoutItsKeyListsTheMissingHeaderWithEveryViolationOfItsBody() {
        Http.Answer answer = http.patch("/services/any", Map.of("name", "", "tags", "x",
                "mcp_doc_url", "ftp://example.com/mcp.json"), null);

        assertEquals(422, answer.status());
        assertEquals(List.of("missing header x-api-key", "list_type body tags", "string_too_short body name",
                "url_scheme body mcp_doc_url"), summaries(answer));
    }

    @Test
    void anUpdateWithoutItsKeyAndWithAMalformedBodyListsBoth() {
        Http.Answer answer = http.send("PATCH", "/services/any", "{".getBytes(StandardCharsets.UTF_8), Map.of());

        assertEquals(422, answer.status());
        assertEquals(List.of("missing header x-api-key", "json_invalid body"), summaries(answer));
    }

    @Test
    void anUnknownServiceIdIsA404ServiceNotFound() {
        Http.Answer answer = http.delete("/services/no-such-id", "asd_key");

        assertEquals(404, answer.status());
        assertEquals("Service not found", answer.json().get("detail").asText());
    }

    /** {"query": "a<bytes>b", "name": "a<bytes>b"}: the bytes given in hex start at offset 11. */
    private static byte[] bodyWithNameBytes(String hex) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        byte[] odd = HexFormat.of().parseHex(hex);
        body.writeBytes("{\"query\":\"a".getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(odd);
        body.writeBytes("b\", \"name\": \"a".getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(odd);
        body.writeBytes("b\"}".getBytes(StandardCharsets.US_ASCII));
        return body.toByteArray();
    }

    /** Each item of a 422 as its type and location, in order. */
    private static List<String> summaries(Http.Answer answer) {
        List<String> summaries = new ArrayList<>();
        for (JsonNode item : answer.json().get("detail")) {
            StringBuilder summary = new StringBuilder(item.get("type").asText());
            item.get("loc").forEach(part -> summary.append(' ').append(part.asText()));
            summaries.add(summary.toString());
        }
        return summaries;
    }
}
