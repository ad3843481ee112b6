package dev.agentdirectory.core.rules;

import static dev.agentdirectory.core.testing.Registrations.agentSkill;
import static dev.agentdirectory.core.testing.Registrations.mcpServer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void anInternationalDomainNameIsKeptInItsAsciiForm() {
        assertEquals(URI.create("https://xn--mnchen-3ya.de/mcp.json"), accepted("https://münchen.de/mcp.json"));
        assertEquals(URI.create("http://xn--r8jz45g.xn--zckzah/mcp.json"), accepted("http://例え.テスト/mcp.json"));
        assertEquals(URI.create("https://xn--bcher-kva.example:8443/mcp.json"),
                accepted("https://BÜCHER.example:8443/mcp.json"));
    }

    @Test
    void lettersBeyondAsciiInThePathQueryAndFragmentArePercentEncodedAsUtf8() {
        assertEquals(URI.create("https://example.com/wetter/%C3%A4?ort=k%C3%B6ln#%C3%BCber"),
                accepted("https://example.com/wetter/ä?ort=köln#über"));
    }

    @Test
    void aUrlWhoseAsciiFormIsOver2083CharactersIsTooLong() {
        Violation violation = refusal("https://example.com/" + "ä".repeat(400));

        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(2083, violation.limit());
    }

    @Test
    void aHostThatIsNoDomainNameIsRefusedSayingWhy() {
        assertEquals("invalid domain name", refusal("https://my_server.example.com/mcp.json").limit());
        assertEquals("invalid domain name", refusal("https://-example.com/mcp.json").limit());
        assertEquals("invalid port number", refusal("https://example.com:https/mcp.json").limit());
        assertEquals("invalid IPv4 address", refusal("https://999.999.999.999/mcp.json").limit());
        assertEquals("empty host", refusal("https:///mcp.json").limit());
        assertEquals("invalid international domain name", refusal("https://mün_chen.de/mcp.json").limit());
        assertEquals("invalid international domain name", refusal("https://" + "ü".repeat(64) + ".de/").limit());
        assertEquals(ViolationKind.NOT_A_URL, refusal("https://mün_chen.de/mcp.json").kind());
    }

    @Test
    void aDottedNumberHostWithALeadingZeroIsRefusedForClientsReadItAsOctal() {
        for (String host : List.of("0177.0.0.1", "012.0.0.1", "127.000.000.001", "10.0.0.01", "00177.0.0.1")) {
            Violation violation = refusal("http://" + host + ":8621/mcp.json");

            assertEquals(ViolationKind.NOT_A_URL, violation.kind(), host);
            assertTrue(String.valueOf(violation.limit()).startsWith("invalid IPv4 address: a part with a leading zero"),
                    host);
        }
        for (String host : List.of("10.0.0.1", "100.64.0.10", "203.0.113.7", "2130706433", "0.example.com",
                "v01.example.com")) {
            assertEquals("http://" + host + "/mcp.json", accepted("http://" + host + "/mcp.json").toString(), host);
        }
    }

    @Test
    void userInfoBeyondAsciiIsRefusedAsUserInfo() {
        assertEquals(ViolationKind.URL_WITH_CREDENTIALS, refusal("https://jürgen@example.com/mcp.json").kind());
    }
}
