package dev.agentdirectory.http.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.http.Http;
import dev.agentdirectory.http.ScriptedProber;
import io.micronaut.context.annotation.Property;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@MicronautTest
@Property(name = "directory.public-base-url", value = "https://directory.example.org")
class PageHttpTest {

    @Inject
    EmbeddedServer server;

    @Inject
    ScriptedProber prober;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    private String register(String name, String url) {
        String body = """
                {"name": "%s", "description": "Lighthouse keeping for agents.", "service_type": "mcp_server",
                 "mcp_doc_url": "%s", "tags": ["Lighthouses"]}""".formatted(name, url);
        Http.Answer answer = http.post("/services", body);
        assertEquals(201, answer.status(), answer.text());
        return answer.json().get("id").asText();
    }

    private Http.Answer page(String query) {
        return http.get("/" + query, "text/html,application/xhtml+xml,*/*;q=0.8");
    }

    @Test
    void thePageIsHtmlThatMayBeCachedBrieflyAndRunsNoScript() {
        Http.Answer answer = page("");

        assertEquals(200, answer.status());
        assertEquals("text/html;charset=utf-8", answer.header("Content-Type"));
        assertEquals("public, max-age=60", answer.header("Cache-Control"));
        assertEquals("Origin", answer.header("Vary"));
        assertTrue(answer.header("Content-Security-Policy").startsWith("default-src 'none'; style-src 'sha256-"));
        assertEquals("nosniff", answer.header("X-Content-Type-Options"));
    }

    @Test
    void aListingNamedWithAScriptIsShownAsText() {
        register("<script>alert('owned')</script> lighthouse", "https://lighthouse.example/mcp.json");

        String page = page("?q=lighthouse").text();

        assertTrue(page.contains("&lt;script&gt;alert(&#39;owned&#39;)&lt;/script&gt; lighthouse"), page);
        assertFalse(page.contains("<script"));
    }

    @Test
    void aSearchShowsTheListingsKindTagsAndHonestHealth() {
        String failing = "https://broken-beacon.example/mcp.json";
        prober.answer(failing, new ProbeObservation.Answered(500, "text/plain", null, new byte[0], false));
        register("Beacon watch", "https://beacon.example/mcp.json");
        register("Beacon relay", failing);

        String page = page("?q=" + URLEncoder.encode("beacon", StandardCharsets.UTF_8)).text();

        assertTrue(page.contains("Results 1–2 of 2 for “beacon”"), page);
        assertTrue(page.indexOf("Beacon watch") < page.indexOf("Beacon relay"), "the healthy listing ranks first");
        assertTrue(page.contains("Health: <strong>ok</strong>"));
        assertTrue(page.contains("Health: <strong>failing</strong>"));
        assertTrue(page.contains("MCP server"));
        assertTrue(page.contains("<li dir=\"auto\">lighthouses</li>"));
    }

    @Test
    void badParametersGiveThePageWithASentenceNeverAnError() {
        for (String query : new String[] {"?offset=abc", "?offset=-5", "?offset=99999999999999999999",
                "?q=" + "a".repeat(800), "?q=%F0%9F%98&offset=1e9", "?q=a&q=b&offset=1&offset=x"}) {
            Http.Answer answer = page(query);

            assertEquals(200, answer.status(), query);
            assertTrue(answer.header("Content-Type").startsWith("text/html"), query);
        }
        assertTrue(page("?offset=abc").text().contains("The offset must be a whole number"));
        assertTrue(page("?q=" + "a".repeat(800)).text().contains("at most 500 characters"));
    }

    @Test
    void thePageIsNotPartOfTheApiDocument() {
        assertFalse(http.get("/openapi.json", null).json().get("paths").has("/"));
    }

    @Test
    void theAgentsPanelUsesThePublicBaseUrl() {
        String page = page("").text();

        assertTrue(page.contains("<code id=\"mcp-endpoint\">https://directory.example.org/mcp</code>"));
    }
}
