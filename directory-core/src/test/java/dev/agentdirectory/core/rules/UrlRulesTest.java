package dev.agentdirectory.core.rules;

import static dev.agentdirectory.core.testing.Registrations.agentSkill;
import static dev.agentdirectory.core.testing.Registrations.mcpServer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
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
        assertEquals(FieldPath.of(Field.MCP_DOC_URL), violation.path());
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
        assertEquals(ViolationKind.URL_SCHEME, refusal("ftp://example.com/mcp.json").kind());
    }

    @Test
    void aFileUrlHasTheWrongScheme() {
        assertEquals(ViolationKind.URL_SCHEME, refusal("file:///etc/passwd").kind());
    }

    @Test
    void wordsAreNotAUrl() {
        assertEquals(ViolationKind.NOT_A_URL, refusal("not a url").kind());
    }

    @Test
    void aTemplatePlaceholderForThePortIsNotAUrl() {
        assertEquals(ViolationKind.NOT_A_URL, refusal("https://example.com:{PORT}/x").kind());
    }

    @Test
    void aRelativeUrlIsNotAUrl() {
        assertEquals(ViolationKind.NOT_A_URL, refusal("/.well-known/mcp.json").kind());
    }

    @Test
    void aHostWithoutASchemeIsNotAUrl() {
        assertEquals(ViolationKind.NOT_A_URL, refusal("example.com/mcp.json").kind());
    }

    @Test
    void aUrlWithoutAHostIsNotAUrl() {
        assertEquals(ViolationKind.NOT_A_URL, refusal("https:mcp.json").kind());
    }

    @Test
    void aPortPastTheSixteenBitsOfTcpIsNotAUrl() {
        assertEquals(URI.create("https://example.com:65535/mcp.json"), accepted("https://example.com:65535/mcp.json"));

        Violation violation = refusal("https://example.com:65536/mcp.json");
        assertEquals(ViolationKind.NOT_A_URL, violation.kind());
        assertEquals("invalid port number", violation.limit());
    }

    @Test
    void anEmptyUrlIsNotAUrl() {
        assertEquals(ViolationKind.NOT_A_URL, refusal("").kind());
    }

    @Test
    void aUrlWithUserInfoIsAValueError() {
        assertEquals(ViolationKind.URL_WITH_CREDENTIALS, refusal("https://user:secret@example.com/mcp.json").kind());
    }

    @Test
    void aUrlWithAUserNameAloneIsAValueError() {
        assertEquals(ViolationKind.URL_WITH_CREDENTIALS, refusal("https://user@example.com/mcp.json").kind());
    }

    @Test
    void aUrlOf2083CharactersIsAccepted() {
        assertEquals(2083, accepted(urlOfLength(2083)).toString().length());
    }

    @Test
    void aUrlOf2084CharactersIsTooLong() {
        Violation violation = refusal(urlOfLength(2084));

        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(2083, violation.limit());
    }

    @Test
    void aSkillUrlObeysTheSameRules() {
        Violation violation = Refusals.single(() -> ListingRules.register(
                agentSkill().withSkillUrl("ftp://skills.example.com/weather.md").command()));

        assertEquals(FieldPath.of(Field.SKILL_URL), violation.path());
        assertEquals(ViolationKind.URL_SCHEME, violation.kind());
    }
}
