package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.core.change.FeedCursor;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@MicronautTest
class ChangeFeedHttpTest {

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    private JsonNode register(String name) {
        Http.Answer answer = http.post("/services", Map.of("name", name, "description", "A listing.",
                "service_type", "mcp_server", "mcp_doc_url", "https://example.com/" + UUID.randomUUID() + "/mcp.json",
                "owner_contact", "owner@example.com"));
        assertEquals(201, answer.status(), answer.text());
        return answer.json();
    }

    private JsonNode page(String query) {
        Http.Answer answer = http.get("/services" + query, null);
        assertEquals(200, answer.status(), answer.text());
        return answer.json();
    }

    /** The cursor after everything other tests of this server wrote. */
    private String endOfFeed() {
        JsonNode page = page("?limit=500");
        while (page.get("has_more").asBoolean()) {
            page = page("?limit=500&cursor=" + page.get("next_cursor").asText());
        }
        return page.get("next_cursor").asText();
    }

    private static List<String> ids(JsonNode page) {
        List<String> ids = new ArrayList<>();
        page.get("changes").forEach(change -> ids.add(change.get("id").asText()));
        return ids;
    }

    private JsonNode refusal(String query) {
        Http.Answer answer = http.get("/services" + query, null);
        assertEquals(422, answer.status(), answer.text());
        return answer.json().get("detail");
    }

    @Test
    void aDeregistrationComesAfterTheCursorAsATombstone() {
        String cursor = endOfFeed();
        JsonNode kept = register("Kept");
        JsonNode gone = register("Gone");
        assertEquals(200, http.delete("/services/" + gone.get("id").asText(), gone.get("api_key").asText()).status());

        JsonNode page = page("?cursor=" + cursor);

        assertEquals(List.of(kept.get("id").asText(), gone.get("id").asText()), ids(page));
        JsonNode tombstone = page.at("/changes/1");
        assertTrue(tombstone.get("deleted").asBoolean());
        assertFalse(tombstone.has("listing"));
        assertFalse(tombstone.has("last_check_status"));
        assertTrue(tombstone.get("position").asLong() > page.at("/changes/0/position").asLong());
        Instant.parse(tombstone.get("changed_at").asText());
        assertFalse(page.get("has_more").asBoolean());
    }

    @Test
    void aListingComesInTheShapeItsLookUpAnswersWithoutTheOwnersContact() {
        String cursor = endOfFeed();
        String id = register("Shaped").get("id").asText();

        JsonNode entry = page("?cursor=" + cursor).at("/changes/0");

        assertFalse(entry.get("deleted").asBoolean());
        assertEquals("ok", entry.get("last_check_status").asText());
        assertEquals(http.get("/services/" + id, null).json(), entry.get("listing"));
        assertFalse(entry.toString().contains("owner@example.com"));
    }

    @Test
    void aResumedCursorReadsOnFromWhereThePageEnded() {
        String cursor = endOfFeed();
        String first = register("First").get("id").asText();
        String second = register("Second").get("id").asText();

        JsonNode page = page("?limit=1&cursor=" + cursor);
        JsonNode next = page("?limit=1&cursor=" + page.get("next_cursor").asText());
        JsonNode caughtUp = page("?cursor=" + next.get("next_cursor").asText());

        assertEquals(List.of(first), ids(page));
        assertTrue(page.get("has_more").asBoolean());
        assertEquals(List.of(second), ids(next));
        assertEquals(List.of(), ids(caughtUp));
        assertEquals(next.get("next_cursor"), caughtUp.get("next_cursor"));
    }

    @Test
    void updatedSinceStartsTheFeedAtThatTime() {
        String id = register("Recent").get("id").asText();

        assertTrue(ids(page("?updated_since=2000-01-01T00:00:00%2B01:00&limit=500")).size() > 0);
        assertTrue(ids(page("?updated_since=" + Instant.now().minusSeconds(5))).contains(id));
    }

    @Test
    void aGarbledCursorIsA422AtTheQuerysCursor() {
        JsonNode item = refusal("?cursor=not-a-cursor").get(0);

        assertEquals("value_error", item.get("type").asText());
        assertEquals("[\"query\",\"cursor\"]", item.get("loc").toString());
        assertEquals("not-a-cursor", item.get("input").asText());
    }

    @Test
    void anUpdatedSinceThatIsNoRfc3339DateTimeIsA422() {
        JsonNode item = refusal("?updated_since=yesterday").get(0);

        assertEquals("datetime_parsing", item.get("type").asText());
        assertEquals("[\"query\",\"updated_since\"]", item.get("loc").toString());
    }

    @Test
    void aLimitOutOfRangeOrNotANumberIsA422WithEveryViolationListed() {
        assertEquals("less_than_equal", refusal("?limit=501").at("/0/type").asText());
        assertEquals("greater_than_equal", refusal("?limit=0").at("/0/type").asText());
        JsonNode all = refusal("?limit=ten&cursor=x&updated_since=soon");

        assertEquals(3, all.size());
        assertEquals("int_parsing", all.at("/0/type").asText());
        assertEquals("[\"query\",\"limit\"]", all.at("/0/loc").toString());
    }

    @Test
    void aCursorFromAnotherDatabaseIsGoneWithWhatToDo() {
        String foreign = new FeedCursor("another-database", 3, Instant.now()).encode();

        Http.Answer answer = http.get("/services?cursor=" + foreign, null);

        assertEquals(410, answer.status());
        assertTrue(answer.json().get("detail").asText().contains("resync from scratch"), answer.text());
    }
}
