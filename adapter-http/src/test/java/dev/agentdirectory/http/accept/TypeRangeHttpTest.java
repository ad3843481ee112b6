package dev.agentdirectory.http.accept;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.http.Http;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 9110: {@code application/*} accepts JSON, {@code text/*} accepts HTML. */
@MicronautTest
class TypeRangeHttpTest {

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
        assertTrue(document.header("Content-Type").startsWith("application/json"));
        assertEquals(200, search.status());
        assertTrue(search.header("Content-Type").startsWith("application/json"));
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
}
