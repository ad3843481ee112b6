package dev.agentdirectory.http.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.http.Http;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@MicronautTest
class RequestIdHttpTest {

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    @Test
    void theCallersRequestIdComesBack() {
        Http.Answer answer = http.send("POST", "/search", "{}".getBytes(), Map.of("X-Request-Id", "lb-7f3a9c"));

        assertEquals("lb-7f3a9c", answer.header("X-Request-Id"));
    }

    @Test
    void anOddRequestIdIsReplaced() {
        Http.Answer answer = http.send("GET", "/.well-known/mcp.json", null, Map.of("X-Request-Id", "a b\"c"));

        assertTrue(answer.header("X-Request-Id").matches("[0-9a-f]{32}"), answer.header("X-Request-Id"));
    }

    @Test
    void everyAnswerCarriesItsOwnIdErrorsAndRefusalsToo() {
        Http.Answer found = http.get("/.well-known/mcp.json", null);
        Http.Answer notFound = http.get("/nowhere", null);
        Http.Answer invalid = http.post("/search", "[]");
        Http.Answer refused = http.send("OPTIONS", "/services", null,
                Map.of("Origin", "https://agent.example", "Access-Control-Request-Method", "POST"));

        assertEquals(404, notFound.status());
        assertEquals(422, invalid.status());
        assertEquals(403, refused.status());
        for (Http.Answer answer : new Http.Answer[] {found, notFound, invalid, refused}) {
            assertTrue(String.valueOf(answer.header("X-Request-Id")).matches("[0-9a-f]{32}"), answer.raw().toString());
        }
        assertNotEquals(found.header("X-Request-Id"), notFound.header("X-Request-Id"));
    }
}
