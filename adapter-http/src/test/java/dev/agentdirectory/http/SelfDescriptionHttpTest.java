package dev.agentdirectory.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@MicronautTest
class SelfDescriptionHttpTest {

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    @Test
    void theWellKnownDocumentNamesEveryToolAndAbsoluteUrls() {
        JsonNode doc = http.get("/.well-known/mcp.json", null).json();

        Set<String> tools = new HashSet<>();
        doc.get("tools").forEach(tool -> tools.add(tool.get("name").asText()));
        assertEquals(Set.of("search", "register_service", "update_service", "deregister_service", "report_service"),
                tools);
        assertTrue(doc.get("mcp_endpoint").asText().startsWith("http"));
        assertTrue(doc.get("openapi_url").asText().endsWith("/openapi.json"));
    }

    @Test
    void theOpenApiDocumentCarriesTheLimitsAndThe422Shape() {
        JsonNode openApi = http.get("/openapi.json", null).json();

        assertEquals(120, openApi.at("/components/schemas/RegisterRequest/properties/name/maxLength").asInt());
        assertEquals(25, openApi.at("/components/schemas/SearchRequest/properties/limit/maximum").asInt());
        assertTrue(openApi.at("/paths/~1services/post/responses/422").isObject());
        assertTrue(openApi.at("/components/schemas/HTTPValidationError").isObject());
    }

    @Test
    void skillMarkdownIsDeclaredHtmlByDefault() {
        Http.Answer answer = http.get("/.well-known/skill.md", "*/*");

        assertEquals(200, answer.status());
        assertTrue(answer.header("Content-Type").startsWith("text/html"));
        assertTrue(answer.text().startsWith("---\n"));
    }

    @Test
    void skillMarkdownIsMarkdownWhenTheClientPrefersIt() {
        Http.Answer answer = http.get("/.well-known/skill.md", "text/markdown, text/html;q=0.5");

        assertTrue(answer.header("Content-Type").startsWith("text/markdown"));
    }

    @Test
    void bothHostedSkillsAreServedWithFrontMatter() {
        for (String name : new String[] {"as-design-pattern", "creating-agent-services"}) {
            Http.Answer answer = http.get("/.well-known/skills/" + name + ".md", "*/*");

            assertEquals(200, answer.status(), name);
            assertTrue(answer.text().startsWith("---\nname: " + name + "\n"), name);
        }
    }

    @Test
    void anUnknownHostedSkillIsA404Json() {
        Http.Answer answer = http.get("/.well-known/skills/no-such-skill.md", "*/*");

        assertEquals(404, answer.status());
        assertTrue(answer.json().get("detail").isTextual());
    }

    @Test
    void theAgentSkillsIndexDigestsWhatIsServed() throws Exception {
        JsonNode index = http.get("/.well-known/agent-skills/index.json", null).json();

        assertTrue(index.get("skills").size() >= 3);
        for (JsonNode entry : index.get("skills")) {
            assertEquals("skill-md", entry.get("type").asText());
            String path = entry.get("url").asText().replaceFirst("^https?://[^/]+", "");
            byte[] served = http.get(path, "text/markdown").raw().body();
            String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(served));
            assertEquals("sha256:" + digest, entry.get("digest").asText(), path);
            assertTrue(new String(served, StandardCharsets.UTF_8).contains(entry.get("description").asText()));
        }
    }
}
