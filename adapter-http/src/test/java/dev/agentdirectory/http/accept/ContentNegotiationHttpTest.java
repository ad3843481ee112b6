package dev.agentdirectory.http.accept;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.http.Http;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 9110: {@code application/*} accepts JSON, {@code text/*} accepts HTML. */
@MicronautTest
class ContentNegotiationHttpTest {

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/*", "application/*;q=0.5, image/png", "text/html, application/*;q=0.1"})
    void aRangeOfApplicationTypesGetsTheJsonItCovers(String accept) {
        Http.Answer document = http.get("/.well-known/mcp.json", accept);
        Http.Answer search = http.send("POST", "/search", "{\"query\": \"weather\"}".getBytes(StandardCharsets.UTF_8),
                Map.of("Accept", accept, "Content-Type", "application/json"));

        assertEquals(200, document.status());
        assertEquals("application/json", document.header("Content-Type"));
        assertEquals(200, search.status());
        assertEquals("application/json", search.header("Content-Type"));
    }

    @Test
    void aQValueInTheAcceptHeaderIsNeverPartOfTheAnswersContentType() {
        Http.Answer answer = http.get("/.well-known/mcp.json", "application/json;q=0.9");

        assertEquals("application/json", answer.header("Content-Type"));
    }

    @Test
    void headAnswersWithTheContentTypeOfGet() {
        Http.Answer answer = http.send("HEAD", "/.well-known/mcp.json", null, Map.of());

        assertEquals(200, answer.status());
        assertEquals("application/json", answer.header("Content-Type"));
    }

    @Test
    void aRangeOfTextTypesGetsThePageForPeople() {
        Http.Answer page = http.get("/", "text/*");

        assertEquals(200, page.status());
        assertTrue(page.header("Content-Type").startsWith("text/html"));
    }

    @Test
    void aTypeTheRouteDoesNotProduceIsStillNotAcceptable() {
        Http.Answer answer = http.get("/.well-known/mcp.json", "text/plain");

        assertEquals(406, answer.status());
        assertTrue(answer.header("Content-Type").startsWith("application/json"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"application/json;q=0", "*/*;q=0", "*/*, application/json;q=0",
            "application/*;q=0, text/html"})
    void aTypeTheHeaderRefusesWithQZeroIsNotAcceptable(String accept) {
        Http.Answer document = http.get("/.well-known/mcp.json", accept);
        Http.Answer search = http.send("POST", "/search", "{\"query\": \"weather\"}".getBytes(StandardCharsets.UTF_8),
                Map.of("Accept", accept, "Content-Type", "application/json"));
        Http.Answer mcp = http.send("POST", "/mcp", "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}"
                .getBytes(StandardCharsets.UTF_8), Map.of("Accept", accept, "Content-Type", "application/json"));

        for (Http.Answer answer : List.of(document, search, mcp)) {
            assertEquals(406, answer.status(), accept + ": " + answer.text());
            assertEquals("{\"detail\":\"Not Acceptable\"}", answer.text());
        }
    }

    @Test
    void thePageForPeopleRefusedWithQZeroIsNotAcceptableAndOtherwiseServed() {
        assertEquals(406, http.get("/", "text/html;q=0, application/json").status());
        assertEquals(200, http.get("/", "text/html;q=0.1, application/json").status());
    }
}
