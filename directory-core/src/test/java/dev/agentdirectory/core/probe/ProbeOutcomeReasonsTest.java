package dev.agentdirectory.core.probe;

import static dev.agentdirectory.core.probe.ExpectedDocument.MCP_DOCUMENT;
import static dev.agentdirectory.core.probe.ExpectedDocument.SKILL_MARKDOWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProbeOutcomeReasonsTest {

    private static Answered answered(int status, String body) {
        return answered(status, body.getBytes(StandardCharsets.UTF_8), false);
    }

    private static Answered answered(int status, byte[] body, boolean overLimit) {
        return new Answered(status, "text/plain", false, body, overLimit);
    }

    private static ProbeReason reason(ExpectedDocument expected, ProbeObservation observation) {
        return ProbeOutcomeRules.judgement(expected, observation, Instant.EPOCH).reason();
    }

    @Test
    void aNotFoundAnswerIsUnreachableBecauseOfHttpStatus404() {
        ProbeJudgement judgement = ProbeOutcomeRules.judgement(MCP_DOCUMENT, answered(404, "{}"), Instant.EPOCH);

        assertEquals(ProbeVerdict.UNREACHABLE, judgement.verdict());
        assertEquals(ProbeReason.httpStatus(404), judgement.reason());
        assertEquals("The URL answered HTTP status 404; a probe needs a 2xx answer that carries the document.",
                judgement.reason().sentence());
    }

    @ParameterizedTest
    @ValueSource(ints = {204, 200})
    void aGoodDocumentIsOk(int status) {
        assertEquals(ProbeReason.of(ProbeReasonKind.OK), reason(MCP_DOCUMENT, answered(status, "{\"a\":1}")));
    }

    @Test
    void aRedirectLeftUnfollowedIsInvalidBecauseOfItsStatus() {
        assertEquals(ProbeReason.httpStatus(302), reason(MCP_DOCUMENT, answered(302, "{}")));
    }

    @Test
    void aThrottledAnswerNamesTheStatusTheHostThrottledWith() {
        ProbeReason reason = reason(SKILL_MARKDOWN, new Answered(503, "text/plain", "30", new byte[0], false));

        assertEquals(new ProbeReason(ProbeReasonKind.THROTTLED, 503), reason);
        assertEquals("The host throttled the probe with HTTP status 503, so the listing's status stands; it is "
                + "probed again once the host's Retry-After has passed.", reason.sentence());
    }

    @Test
    void aServiceUnavailableWithoutRetryAfterIsItsHttpStatus() {
        assertEquals(ProbeReason.httpStatus(503), reason(SKILL_MARKDOWN, answered(503, "")));
    }

    @ParameterizedTest
    @EnumSource(ExpectedDocument.class)
    void aDocumentOverTheReadLimitIsTooLarge(ExpectedDocument expected) {
        assertEquals(ProbeReason.of(ProbeReasonKind.BODY_TOO_LARGE),
                reason(expected, answered(200, "{}".getBytes(StandardCharsets.UTF_8), true)));
    }

    @ParameterizedTest
    @EnumSource(ExpectedDocument.class)
    void aDocumentThatIsNotUtf8IsSaidToBeSo(ExpectedDocument expected) {
        byte[] latin1 = "{\"caf\u00e9\": 1}".getBytes(StandardCharsets.ISO_8859_1);

        assertEquals(ProbeReason.of(ProbeReasonKind.NOT_UTF8), reason(expected, answered(200, latin1, false)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"[{}]", "", "# Weather", "{\"a\":"})
    void anMcpDocumentThatIsNoJsonObjectIsSaidToBeSo(String body) {
        assertEquals(ProbeReason.of(ProbeReasonKind.NOT_JSON_OBJECT), reason(MCP_DOCUMENT, answered(200, body)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " \n\t", "\uFEFF"})
    void aSkillWithNoTextIsEmpty(String body) {
        assertEquals(ProbeReason.of(ProbeReasonKind.EMPTY_DOCUMENT), reason(SKILL_MARKDOWN, answered(200, body)));
    }

    @Test
    void aSkillThatIsAWebPageIsAnHtmlPage() {
        assertEquals(ProbeReason.of(ProbeReasonKind.HTML_PAGE),
                reason(SKILL_MARKDOWN, answered(200, "<!DOCTYPE html><html></html>")));
    }

    @Test
    void aRefusalKeepsTheGuardsKindAndLeavesTheAddressBehind() {
        ProbeReason reason = reason(MCP_DOCUMENT, new ProbeObservation.Refused(ProbeReasonKind.PRIVATE_ADDRESS,
                "internal.example.com resolves to a refused address: 10.1.2.3 is private (10.0.0.0/8)"));

        assertEquals(ProbeReason.of(ProbeReasonKind.PRIVATE_ADDRESS), reason);
        assertFalse(reason.sentence().contains("10."), reason.sentence());
        assertFalse(reason.toString().contains("10.1.2.3"), reason.toString());
    }

    @Test
    void aFailureKeepsTheProbersKind() {
        assertEquals(ProbeReason.of(ProbeReasonKind.DNS_FAILURE), reason(SKILL_MARKDOWN,
                new ProbeObservation.Failed(ProbeReasonKind.DNS_FAILURE, "no-such-host.invalid: unknown")));
    }

    @Test
    void aProbeNeverAttemptedIsTheProberBeingBusy() {
        assertEquals(ProbeReason.of(ProbeReasonKind.PROBER_BUSY),
                reason(MCP_DOCUMENT, new ProbeObservation.NotAttempted("all 32 probe slots are busy")));
    }
}
