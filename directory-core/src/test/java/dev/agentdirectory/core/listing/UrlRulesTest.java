package dev.agentdirectory.core.listing;

import static dev.agentdirectory.core.testing.Registrations.agentSkill;
import static dev.agentdirectory.core.testing.Registrations.mcpServer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.core.testing.Refusals;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UrlRulesTest {

    private static URI accepted(String url) {
        return ListingRules.register(mcpServer().withMcpDocUrl(url).command()).details().url();
    }

    private static Violation refusal(String url) {
        Violation violation = Refusals.single(() -> ListingRules.register(mcpServer().withMcpDocUrl(url).command()));
        assertEquals(List.of("mcp_doc_url"), violation.location());
        return violation;
    }

    private static String urlOfLength(int length) {
        String start = "https://example.com/";
        return start + "p".repeat(length - start.length());
    }

    @Test
    void anHttpsUrlIsAccepted() {
        assertEquals(URI.create("https://example.com/mcp.json"), accepted("https://example.com/mcp.json"));
    }

    @Test
    void anHttpUrlIsAccepted() {
        assertEquals(URI.create("http://example.com:8080/mcp.json"), accepted("http://example.com:8080/mcp.json"));
    }

    @Test
    void aUrlIsStoredTrimmed() {
        assertEquals(URI.create("https://example.com/mcp.json"), accepted("  https://example.com/mcp.json \n"));
    }

    @Test
    void anFtpUrlHasTheWrongScheme() {
        assertEquals(ViolationType.URL_SCHEME, refusal("ftp://example.com/mcp.json").type());
    }

    @Test
    void aFileUrlHasTheWrongScheme() {
        assertEquals(ViolationType.URL_SCHEME, refusal("file:///etc/passwd").type());
    }

    @Test
    void wordsAreNotAUrl() {
        assertEquals(ViolationType.URL_PARSING, refusal("not a url").type());
    }

    @Test
    void aTemplatePlaceholderForThePortIsNotAUrl() {
        assertEquals(ViolationType.URL_PARSING, refusal("https://example.com:{PORT}/x").type());
    }

    @Test
    void aRelativeUrlIsNotAUrl() {
        assertEquals(ViolationType.URL_PARSING, refusal("/.well-known/mcp.json").type());
    }

    @Test
    void aHostWithoutASchemeIsNotAUrl() {
        assertEquals(ViolationType.URL_PARSING, refusal("example.com/mcp.json").type());
    }

    @Test
    void aUrlWithoutAHostIsNotAUrl() {
        assertEquals(ViolationType.URL_PARSING, refusal("https:mcp.json").type());
    }

    @Test
    void anEmptyUrlIsNotAUrl() {
        assertEquals(ViolationType.URL_PARSING, refusal("").type());
    }

    @Test
    void aUrlWithUserInfoIsAValueError() {
        assertEquals(ViolationType.VALUE_ERROR, refusal("https://user:secret@example.com/mcp.json").type());
    }

    @Test
    void aUrlWithAUserNameAloneIsAValueError() {
        assertEquals(ViolationType.VALUE_ERROR, refusal("https://user@example.com/mcp.json").type());
    }

    @Test
    void aUrlOf2083CharactersIsAccepted() {
        assertEquals(2083, accepted(urlOfLength(2083)).toString().length());
    }

    @Test
    void aUrlOf2084CharactersIsTooLong() {
        Violation violation = refusal(urlOfLength(2084));

        assertEquals(ViolationType.STRING_TOO_LONG, violation.type());
        assertEquals(Map.of("max_length", 2083), violation.context());
    }

    @Test
    void aSkillUrlObeysTheSameRules() {
        Violation violation = Refusals.single(() -> ListingRules.register(
                agentSkill().withSkillUrl("ftp://skills.example.com/weather.md").command()));

        assertEquals(List.of("skill_url"), violation.location());
        assertEquals(ViolationType.URL_SCHEME, violation.type());
    }
}
