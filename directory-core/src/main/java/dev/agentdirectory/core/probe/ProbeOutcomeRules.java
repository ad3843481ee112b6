package dev.agentdirectory.core.probe;

import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import dev.agentdirectory.core.probe.ProbeObservation.NotAttempted;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/** Judges what a probe saw. Pure: the same observation always gets the same verdict. */
public final class ProbeOutcomeRules {

    private ProbeOutcomeRules() {
    }

    public static ProbeVerdict judge(ExpectedDocument expected, ProbeObservation observation) {
        if (observation instanceof Answered answered) {
            return judgeAnswer(expected, answered);
        }
        if (observation instanceof NotAttempted) {
            return ProbeVerdict.INCONCLUSIVE; // our own capacity ran short: the host did nothing wrong
        }
        return ProbeVerdict.UNREACHABLE; // refused by the guard, or no HTTP answer at all
    }

    /** The verdict, with the wait a throttling host asked for; {@code now} reads a Retry-After given as a date. */
    public static ProbeJudgement judgement(ExpectedDocument expected, ProbeObservation observation, Instant now) {
        if (observation instanceof Answered answered && isThrottled(answered)) {
            return ProbeJudgement.throttled(RetryAfter.parse(answered.retryAfter(), now).orElse(Duration.ZERO));
        }
        return ProbeJudgement.of(judge(expected, observation));
    }

    private static ProbeVerdict judgeAnswer(ExpectedDocument expected, Answered answer) {
        if (isThrottled(answer)) {
            return ProbeVerdict.INCONCLUSIVE;
        }
        if (answer.status() >= 400) {
            return ProbeVerdict.UNREACHABLE;
        }
        if (answer.status() < 200 || answer.status() >= 300 || answer.bodyOverLimit()) {
            return ProbeVerdict.INVALID;
        }
        boolean valid = switch (expected) {
            case MCP_DOCUMENT -> JsonSyntax.isObject(answer.body());
            case SKILL_MARKDOWN -> isSkillMarkdown(answer.body());
        };
        return valid ? ProbeVerdict.OK : ProbeVerdict.INVALID;
    }

    /** The host is throttling us, which says nothing about whether the listing is broken. */
    private static boolean isThrottled(Answered answer) {
        return answer.status() == 429 || (answer.status() == 503 && answer.hasRetryAfter());
    }

    /**
     * A skill is text: non-empty UTF-8 that is not an HTML page. Only the start of the body decides "HTML",
     * because markdown may embed HTML and the content type is often wrong (this very service declares
     * {@code text/html} for its markdown).
     */
    private static boolean isSkillMarkdown(byte[] body) {
        String text = StrictUtf8.decode(body).orElse(null);
        if (text == null) {
            return false;
        }
        String start = text.replace("\uFEFF", "").strip().toLowerCase(Locale.ROOT);
        return !start.isEmpty() && !start.startsWith("<!doctype html") && !start.startsWith("<html");
    }
}
