package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.error.BusyException;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.annotation.MockBean;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A search the directory is too busy to serve now (a deep page while another is ranked), at each door. */
@MicronautTest
class BusySearchHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BUSY = "Pages past the first 10,000 results are served one at a time";

    @Inject
    EmbeddedServer server;

    @MockBean(SearchListingsUseCase.class)
    SearchListingsUseCase busy() {
        return query -> {
            throw new BusyException(BUSY, Duration.ofSeconds(1));
        };
    }

    @Test
    void restAnswers503WithRetryAfterAndTheReason() {
        Http.Answer answer = new Http(server.getURL()).post("/search", "{\"query\": \"weather\", \"offset\": 20000}");

        assertEquals(503, answer.status());
        assertEquals("1", answer.header("Retry-After"));
        assertEquals(BUSY, answer.json().get("detail").asText());
    }

    @Test
    void theMcpSearchToolAnswersAToolErrorWithTheReason() throws Exception {
        Map<String, Object> call = Map.of("jsonrpc", "2.0", "id", 1, "method", "tools/call",
                "params", Map.of("name", "search", "arguments", Map.of("query", "weather", "offset", 20000)));

        JsonNode result = new Http(server.getURL()).send("POST", "/mcp", JSON.writeValueAsBytes(call),
                Map.of("Content-Type", "application/json", "Accept", "application/json, text/event-stream"))
                .json().get("result");

        assertTrue(result.get("isError").asBoolean());
        assertEquals(BUSY, result.at("/content/0/text").asText());
    }
}
