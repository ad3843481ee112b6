package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.core.probe.ProbeObservation;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@MicronautTest
// The lifecycle, not the limits (tested in ratelimit/): more registrations than a client may make in a minute.
@Property(name = "directory.rate-limit.register-per-minute", value = "100")
class ListingLifecycleHttpTest {

    @Inject
    EmbeddedServer server;

    @Inject
    ScriptedProber prober;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    private static String word() {
        return "w" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
    }

    private JsonNode register(Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(Map.of("name", "Listing " + word(),
                "description", "A listing.", "service_type", "mcp_server",
                "mcp_doc_url", "https://example.com/" + word() + "/mcp.json"));
        body.putAll(fields);
        Http.Answer answer = http.post("/services", body);
        assertEquals(201, answer.status(), answer.text());
        return answer.json();
    }

    @Test
    void registrationAnswersAnIdAPrefixedKeyAndANoteAboutTheKeyAndTheProbe() {
        JsonNode registered = register(Map.of());

        assertTrue(registered.get("api_key").asText().startsWith("asd_"));
        assertTrue(registered.get("note").asText().contains("X-API-Key"));
        assertTrue(registered.get("note").asText().contains("probe"));
    }

    @Test
    void aBodyIsReadAsJsonAndADeleteServedWhateverContentTypeTheClientSends() {
        String body = "{\"name\": \"Listing " + word() + "\", \"description\": \"A listing.\", "
                + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"https://example.com/" + word() + "/mcp.json\"}";
        for (String type : List.of("application/x-www-form-urlencoded", "text/plain", "application/xml")) {
            Http.Answer registered = http.send("POST", "/services", body.getBytes(StandardCharsets.UTF_8),
                    Map.of("Content-Type", type));
            assertEquals(201, registered.status(), type + ": " + registered.text());
            String id = registered.json().get("id").asText();

            Http.Answer deleted = http.send("DELETE", "/services/" + id, "a=b".getBytes(StandardCharsets.UTF_8),
                    Map.of("Content-Type", type, "X-API-Key", registered.json().get("api_key").asText()));

            assertEquals(200, deleted.status(), type + ": " + deleted.text());
            assertEquals(404, http.send("DELETE", "/services/" + id, new byte[0],
                    Map.of("Content-Type", type, "X-API-Key", "asd_x")).status(), type);
        }
    }

    @Test
    void aNulInAQuerySeparatesWordsAsASpaceDoesAndAnIdWithOneIsNotFound() {
        String name = word();
        String id = register(Map.of("name", "Tuner " + name)).get("id").asText();

        Http.Answer found = http.post("/search", "{\"query\": \"\\u0000" + name + "\\u0000zz\"}");

        assertEquals(200, found.status(), found.text());
        assertEquals(id, found.json().at("/results/0/id").asText());
        Http.Answer report = http.post("/report", "{\"service_id\": \"" + id + "\\u0000\", \"issue\": \"other\"}");
        assertEquals(404, report.status(), report.text());
        assertEquals("Service not found", report.json().get("detail").asText());
    }

    @Test
    void aRegisteredListingIsFoundInItsShapeWithoutTheOwnersContact() {
        String name = word();
        JsonNode registered = register(Map.of("name", "Tuner " + name, "tags", List.of("Music", "music"),
                "owner_contact", "owner@example.com"));

        JsonNode result = http.post("/search", Map.of("query", name)).json().at("/results/0");

        assertEquals(registered.get("id").asText(), result.get("id").asText());
        assertEquals("mcp_server", result.get("service_type").asText());
        assertEquals("[\"music\"]", result.get("tags").toString());
        assertFalse(result.has("owner_contact"));
        assertFalse(result.has("skill_url"));
    }

    @Test
    void anyoneLooksUpAListingByItsIdInItsShapeWithoutTheOwnersContact() {
        String id = http.post("/services", Map.of("name", "Skill " + word(), "description", "d",
                "service_type", "agent_skill", "skill_url", "https://example.com/" + word() + ".md",
                "setup_requirements", "Install foo.", "owner_contact", "owner@example.com")).json().get("id").asText();

        Http.Answer answer = http.get("/services/" + id, "application/json");

        assertEquals(200, answer.status());
        assertEquals(id, answer.json().get("id").asText());
        assertEquals("agent_skill", answer.json().get("service_type").asText());
        assertEquals("Install foo.", answer.json().get("setup_requirements").asText());
        assertFalse(answer.json().has("owner_contact"));
    }

    @Test
    void aUrlWrittenWithLettersBeyondAsciiIsKeptAndShownInItsAsciiForm() {
        String id = register(Map.of("mcp_doc_url", "https://münchen.de/wetter/ä.json")).get("id").asText();

        JsonNode listing = http.get("/services/" + id, "application/json").json();

        assertEquals("https://xn--mnchen-3ya.de/wetter/%C3%A4.json", listing.get("mcp_doc_url").asText());
    }

    @Test
    void lookingUpAnUnknownOrDeregisteredIdIsA404() {
        JsonNode registered = register(Map.of());
        String id = registered.get("id").asText();
        http.delete("/services/" + id, registered.get("api_key").asText());

        for (String unknown : new String[] {id, "not-an-id", UUID.randomUUID().toString()}) {
            Http.Answer answer = http.get("/services/" + unknown, "application/json");
            assertEquals(404, answer.status(), unknown);
            assertEquals("Service not found", answer.json().get("detail").asText());
        }
    }

    @Test
    void aSkillResultCarriesItsSetupRequirementsEvenWhenNull() {
        String name = word();
        Http.Answer answer = http.post("/services", Map.of("name", "Skill " + name, "description", "d",
                "service_type", "agent_skill", "skill_url", "https://example.com/" + name + "/skill.md"));

        JsonNode result = http.post("/search", Map.of("query", name)).json().get("results");

        assertEquals(201, answer.status(), answer.text());
        assertEquals("agent_skill", result.get(0).get("service_type").asText());
        assertTrue(result.get(0).has("setup_requirements"));
        assertTrue(result.get(0).get("setup_requirements").isNull());
    }

    @Test
    void searchAnswersTheDefaultsAndTheInstructions() {
        JsonNode page = http.post("/search", "{}").json();

        assertEquals(10, page.get("limit").asInt());
        assertEquals(0, page.get("offset").asInt());
        assertTrue(page.get("instructions").asText().contains("POST /report"));
    }

    @Test
    void anOwnerUpdatesOnlyTheFieldsSentAndSearchSeesItAtOnce() {
        JsonNode registered = register(Map.of("tags", List.of("one")));
        String id = registered.get("id").asText();
        String renamed = word();

        Http.Answer answer = http.patch("/services/" + id, Map.of("name", "Renamed " + renamed),
                registered.get("api_key").asText());

        assertEquals(200, answer.status(), answer.text());
        assertEquals("Renamed " + renamed, answer.json().get("name").asText());
        assertEquals("[\"one\"]", answer.json().get("tags").toString());
        assertEquals(id, http.post("/search", Map.of("query", renamed)).json().at("/results/0/id").asText());
    }

    @Test
    void anotherListingsKeyIsRefusedAndChangesNothing() {
        JsonNode mine = register(Map.of());
        JsonNode theirs = register(Map.of());

        Http.Answer answer = http.patch("/services/" + mine.get("id").asText(), Map.of("name", "Hijacked"),
                theirs.get("api_key").asText());

        assertEquals(401, answer.status());
        assertEquals("Invalid API key", answer.json().get("detail").asText());
    }

    @Test
    void deregistrationIsFinal() {
        JsonNode registered = register(Map.of());
        String id = registered.get("id").asText();
        String key = registered.get("api_key").asText();

        Http.Answer answer = http.delete("/services/" + id, key);

        assertEquals(200, answer.status());
        assertEquals("{\"id\":\"" + id + "\",\"deleted\":true}", answer.json().toString());
        assertEquals(404, http.delete("/services/" + id, key).status());
    }

    @Test
    void aReportOfABrokenListingIsSubstantiated() {
        String url = "https://example.com/" + word() + "/mcp.json";
        prober.answer(url, new ProbeObservation.Answered(500, "text/plain", false, new byte[0], false));
        String id = register(Map.of("mcp_doc_url", url)).get("id").asText();

        JsonNode outcome = http.post("/report", Map.of("service_id", id, "issue", "unreachable")).json();

        assertEquals(id, outcome.get("service_id").asText());
        assertEquals("unreachable", outcome.get("last_check_status").asText());
        assertTrue(outcome.get("substantiated").asBoolean());
    }

    @Test
    void aReportWithAnUnknownIssueIsA422LiteralError() {
        Http.Answer answer = http.post("/report", Map.of("service_id", "x", "issue", "broken"));

        assertEquals(422, answer.status());
        assertEquals("literal_error", answer.json().at("/detail/0/type").asText());
    }
}
