package dev.agentdirectory.core.probe;

import static dev.agentdirectory.core.probe.ExpectedDocument.MCP_DOCUMENT;
import static dev.agentdirectory.core.probe.ExpectedDocument.SKILL_MARKDOWN;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ProbeOutcomeRulesTest {

    private static final String DOC = "{\"name\":\"weather\",\"tools\":[]}";
    private static final String SKILL = "# Weather\n\nAsk for a city, then fetch its forecast.\n";

    private static Answered answered(int status, String body) {
        return answered(status, "text/plain", body);
    }

    private static Answered answered(int status, String contentType, String body) {
        return new Answered(status, contentType, false, body.getBytes(StandardCharsets.UTF_8), false);
    }

    @Test
    void anAddressRefusedByTheGuardIsUnreachable() {
        assertEquals(ProbeVerdict.UNREACHABLE, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                new ProbeObservation.Refused(ProbeReasonKind.PRIVATE_ADDRESS, "10.0.0.1 is private")));
    }

    @Test
    void noHttpAnswerIsUnreachable() {
        assertEquals(ProbeVerdict.UNREACHABLE, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                new ProbeObservation.Failed(ProbeReasonKind.TIMEOUT, "connection timed out")));
    }

    @ParameterizedTest
    @ValueSource(ints = {400, 401, 403, 404, 410, 500, 502, 504})
    void anErrorStatusIsUnreachable(int status) {
        assertEquals(ProbeVerdict.UNREACHABLE, ProbeOutcomeRules.judge(MCP_DOCUMENT, answered(status, DOC)));
    }

    @Test
    void tooManyRequestsIsInconclusive() {
        assertEquals(ProbeVerdict.INCONCLUSIVE, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                new Answered(429, "text/plain", false, new byte[0], false)));
    }

    @Test
    void serviceUnavailableWithRetryAfterIsInconclusive() {
        assertEquals(ProbeVerdict.INCONCLUSIVE, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                new Answered(503, "text/plain", true, new byte[0], false)));
    }

    @Test
    void serviceUnavailableWithoutRetryAfterIsUnreachable() {
        assertEquals(ProbeVerdict.UNREACHABLE, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                new Answered(503, "text/plain", false, new byte[0], false)));
    }

    @Test
    void aProbeTheProberNeverAttemptedIsInconclusive() {
        assertEquals(ProbeVerdict.INCONCLUSIVE, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                new ProbeObservation.NotAttempted("every probe slot is busy")));
    }

    @Test
    void aProbeTheProberNeverAttemptedIsNotAThrottle() {
        assertEquals(ProbeJudgement.of(ProbeVerdict.INCONCLUSIVE, ProbeReason.of(ProbeReasonKind.PROBER_BUSY)),
                ProbeOutcomeRules.judgement(MCP_DOCUMENT,
                        new ProbeObservation.NotAttempted("every probe slot is busy"), Instant.EPOCH));
    }

    @Test
    void aThrottledAnswerCarriesTheWaitItsRetryAfterAsksFor() {
        assertEquals(ProbeJudgement.throttled(429, Duration.ofSeconds(120)),
                ProbeOutcomeRules.judgement(MCP_DOCUMENT, new Answered(429, "text/plain", "120", new byte[0], false),
                        Instant.EPOCH));
    }

    @Test
    void aThrottledAnswerWithoutARetryAfterAsksForNoParticularWait() {
        assertEquals(ProbeJudgement.throttled(429, Duration.ZERO),
                ProbeOutcomeRules.judgement(MCP_DOCUMENT,
                        new Answered(429, "text/plain", (String) null, new byte[0], false), Instant.EPOCH));
    }

    @Test
    void aRetryAfterOnAnErrorThatIsNotAThrottleIsIgnored() {
        assertEquals(ProbeJudgement.of(ProbeVerdict.UNREACHABLE, ProbeReason.httpStatus(500)),
                ProbeOutcomeRules.judgement(MCP_DOCUMENT,
                        new Answered(500, "text/plain", "120", new byte[0], false), Instant.EPOCH));
    }

    @Test
    void aRetryAfterOnAnotherErrorDoesNotMakeItInconclusive() {
        assertEquals(ProbeVerdict.UNREACHABLE, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                new Answered(500, "text/plain", true, new byte[0], false)));
    }

    @ParameterizedTest
    @ValueSource(ints = {301, 302, 304, 307, 308})
    void aRedirectLeftUnfollowedIsInvalid(int status) {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT, answered(status, DOC)));
    }

    @Test
    void anMcpServerThatAnswersAJsonObjectIsOk() {
        assertEquals(ProbeVerdict.OK, ProbeOutcomeRules.judge(MCP_DOCUMENT, answered(200, "application/json", DOC)));
    }

    @Test
    void anMcpServerThatAnswersAJsonArrayIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT, answered(200, "[" + DOC + "]")));
    }

    @Test
    void anMcpServerThatAnswersTextIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT, answered(200, SKILL)));
    }

    @Test
    void anMcpServerThatAnswersTruncatedJsonIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                answered(200, DOC.substring(0, DOC.length() - 1))));
    }

    @Test
    void anMcpServerThatAnswersNothingIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT, answered(200, "")));
    }

    @Test
    void anMcpServerWhoseDocumentIsOverTheReadLimitIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                new Answered(200, "application/json", false, DOC.getBytes(StandardCharsets.UTF_8), true)));
    }

    @Test
    void anMcpServerThatAnswersAnHtmlPageIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(MCP_DOCUMENT,
                answered(200, "text/html", "<!DOCTYPE html><html><body>{}</body></html>")));
    }

    @Test
    void aSkillThatAnswersMarkdownIsOk() {
        assertEquals(ProbeVerdict.OK, ProbeOutcomeRules.judge(SKILL_MARKDOWN, answered(200, "text/markdown", SKILL)));
    }

    @Test
    void aSkillServedAsHtmlWhoseBodyIsMarkdownIsOk() {
        assertEquals(ProbeVerdict.OK, ProbeOutcomeRules.judge(SKILL_MARKDOWN, answered(200, "text/html", SKILL)));
    }

    @Test
    void aSkillThatEmbedsSomeHtmlLaterIsOk() {
        assertEquals(ProbeVerdict.OK, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                answered(200, SKILL + "\n<details><summary>More</summary><html>x</html></details>\n")));
    }

    @Test
    void aSkillThatAnswersNothingIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN, answered(200, "")));
    }

    @Test
    void aSkillThatAnswersOnlyWhitespaceIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN, answered(200, " \n\t\r\n ")));
    }

    @Test
    void aSkillThatIsNotUtf8IsInvalid() {
        byte[] latin1 = "# Caf\u00e9 guide".getBytes(StandardCharsets.ISO_8859_1);

        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                new Answered(200, "text/markdown", false, latin1, false)));
    }

    @Test
    void aSkillThatAnswersAnHtmlDocumentIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                answered(200, "text/html", "<!DOCTYPE html>\n<html><body>Not found</body></html>")));
    }

    @Test
    void aSkillThatAnswersAnHtmlPageWithoutADoctypeIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                answered(200, "  \n<HTML lang=\"en\"><body>Login</body></HTML>")));
    }

    @Test
    void aSkillThatAnswersAnHtmlPageAfterAByteOrderMarkIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                answered(200, "\uFEFF\n<!doctype html><html></html>")));
    }

    @Test
    void aSkillOverTheReadLimitIsInvalid() {
        assertEquals(ProbeVerdict.INVALID, ProbeOutcomeRules.judge(SKILL_MARKDOWN,
                new Answered(200, "text/markdown", false, SKILL.getBytes(StandardCharsets.UTF_8), true)));
    }

    @Test
    void aSkillWithAMissingContentTypeIsJudgedByItsBody() {
        assertEquals(ProbeVerdict.OK, ProbeOutcomeRules.judge(SKILL_MARKDOWN, answered(200, null, SKILL)));
    }
}
