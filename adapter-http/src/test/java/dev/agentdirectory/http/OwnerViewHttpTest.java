package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@MicronautTest
class OwnerViewHttpTest {

    private static final String INTERNAL_ADDRESS = "10.31.7.42";

    @Inject
    EmbeddedServer server;

    @Inject
    ScriptedProber prober;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    /** Registers an MCP server whose URL the prober answers with {@code observation}; answers id, key and note. */
    private JsonNode register(ProbeObservation observation) {
        String name = "w" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);
        String url = "https://example.com/" + name + "/mcp.json";
        if (observation != null) {
            prober.answer(url, observation);
        }
        Http.Answer answer = http.post("/services", Map.of("name", "Tides " + name, "description", "Tide tables.",
                "service_type", "mcp_server", "mcp_doc_url", url));
        assertEquals(201, answer.status(), answer.text());
        return answer.json();
    }

    private Http.Answer lookUp(JsonNode registered, String apiKey) {
        return http.send("GET", "/services/" + registered.get("id").asText(), null,
                apiKey == null ? Map.of() : Map.of("X-API-Key", apiKey));
    }

    private static ProbeObservation notFound() {
        return new ProbeObservation.Answered(404, "text/html", false,
                "<h1>Not Found</h1>".getBytes(StandardCharsets.UTF_8), false);
    }

    private static ProbeObservation refusedInternalAddress() {
        return new ProbeObservation.Refused(ProbeReasonKind.PRIVATE_ADDRESS,
                "tides.internal resolves to a refused address: " + INTERNAL_ADDRESS + " is private (10.0.0.0/8)");
    }

    @Test
    void withoutAKeyTheLookUpIsThePublicListingAlone() {
        JsonNode registered = register(notFound());

        Http.Answer answer = lookUp(registered, null);

        assertEquals(200, answer.status());
        assertEquals(registered.get("id").asText(), answer.json().get("id").asText());
        assertFalse(answer.json().has("owner"), answer.text());
    }

    @Test
    void withTheListingsKeyTheLookUpAlsoCarriesTheOwnerView() {
        JsonNode registered = register(notFound());

        JsonNode owner = lookUp(registered, registered.get("api_key").asText()).json().get("owner");

        assertEquals("unreachable", owner.get("last_check_status").asText());
        assertEquals("http_status", owner.get("last_check_reason_code").asText());
        assertTrue(owner.get("last_check_reason").asText().contains("HTTP status 404"), owner.toString());
        assertTrue(owner.get("last_checked_at").asText().endsWith("Z"), owner.toString());
        assertFalse(owner.has("last_ok_at"), owner.toString());
        assertEquals(1, owner.get("consecutive_failures").asInt());
        assertFalse(owner.get("demoted").asBoolean());
        assertFalse(owner.get("hidden").asBoolean());
        assertEquals(0, owner.get("reports_received").asLong());
        assertEquals(0, owner.get("reports_substantiated").asLong());
    }

    @Test
    void theOwnerViewCountsReports() {
        JsonNode registered = register(notFound());
        http.post("/report", Map.of("service_id", registered.get("id").asText(), "issue", "unreachable"));

        JsonNode owner = lookUp(registered, registered.get("api_key").asText()).json().get("owner");

        assertEquals(1, owner.get("reports_received").asLong());
        assertEquals(1, owner.get("reports_substantiated").asLong());
    }

    @Test
    void aKeyThatIsNotTheListingsIsRefusedAsOnUpdate() {
        JsonNode registered = register(null);
        String otherKey = register(null).get("api_key").asText();

        for (String key : new String[] {otherKey, "asd_wrong", ""}) {
            Http.Answer answer = lookUp(registered, key);
            assertEquals(401, answer.status(), key);
            assertEquals("{\"detail\":\"Invalid API key\"}", answer.text());
        }
    }

    @Test
    void anUnknownIdIsNotFoundWithAKeyToo() {
        JsonNode registered = register(null);

        Http.Answer answer = http.send("GET", "/services/" + UUID.randomUUID(), null,
                Map.of("X-API-Key", registered.get("api_key").asText()));

        assertEquals(404, answer.status());
        assertEquals("Service not found", answer.json().get("detail").asText());
    }

    @Test
    void aNotFoundUrlIsNamedByItsStatusInTheNoteAndTheReport() {
        JsonNode registered = register(notFound());

        JsonNode report = http.post("/report", Map.of("service_id", registered.get("id").asText(),
                "issue", "unreachable")).json();

        assertTrue(registered.get("note").asText().contains("HTTP status 404"), registered.get("note").asText());
        assertTrue(registered.get("note").asText().startsWith("Store this api_key now"));
        assertEquals("unreachable", report.get("last_check_status").asText());
        assertTrue(report.get("last_check_reason").asText().contains("HTTP status 404"), report.toString());
    }

    @Test
    void aRefusedInternalAddressIsExplainedWithoutTheAddress() {
        JsonNode registered = register(refusedInternalAddress());
        String key = registered.get("api_key").asText();

        String note = registered.get("note").asText();
        String owner = lookUp(registered, key).json().get("owner").toString();
        String report = http.post("/report", Map.of("service_id", registered.get("id").asText(),
                "issue", "unreachable")).text();

        assertTrue(note.contains("private or reserved address"), note);
        assertTrue(owner.contains("\"last_check_reason_code\":\"private_address\""), owner);
        assertTrue(report.contains("private or reserved address"), report);
        for (String answer : new String[] {note, owner, report}) {
            assertFalse(answer.contains(INTERNAL_ADDRESS) || answer.contains("10.0.0.0"), answer);
        }
    }

    @Test
    void aHealthyListingsOwnerViewSaysSo() {
        JsonNode registered = register(null);

        JsonNode owner = lookUp(registered, registered.get("api_key").asText()).json().get("owner");

        assertEquals("ok", owner.get("last_check_status").asText());
        assertEquals("ok", owner.get("last_check_reason_code").asText());
        assertEquals(owner.get("last_checked_at"), owner.get("last_ok_at"));
        assertTrue(registered.get("note").asText().contains("succeeded"));
    }

    @Test
    void searchNeverCarriesTheOwnerView() {
        JsonNode registered = register(notFound());
        String name = lookUp(registered, null).json().get("name").asText();

        JsonNode results = http.post("/search", Map.of("query", name)).json().get("results");

        assertEquals(registered.get("id").asText(), results.get(0).get("id").asText());
        assertFalse(results.get(0).has("owner"));
    }
}
