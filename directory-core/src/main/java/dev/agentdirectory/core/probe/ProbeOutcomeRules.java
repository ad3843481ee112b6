package dev.agentdirectory.core.probe;

import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import dev.agentdirectory.core.probe.ProbeObservation.Failed;
import dev.agentdirectory.core.probe.ProbeObservation.Refused;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/** Judges what a probe saw, and says why. Pure: the same observation always gets the same judgement. */
public final class ProbeOutcomeRules {

    private ProbeOutcomeRules() {
    }

    public static ProbeVerdict judge(ExpectedDocument expected, ProbeObservation observation) {
        return judgement(expected, observation, Instant.EPOCH).verdict(); // the time only dates a Retry-After
    }

    /** The verdict, its reason, and the wait a throttling host asked for; {@code now} reads a Retry-After date. */
    public static ProbeJudgement judgement(ExpectedDocument expected, ProbeObservation observation, Instant now) {
        if (observation instanceof Answered answered) {
            return judgeAnswer(expected, answered, now);
        }
        if (observation instanceof Refused refused) {
            return ProbeJudgement.of(ProbeVerdict.UNREACHABLE, ProbeReason.of(refused.kind()));
        }
        if (observation instanceof Failed failed) {
            return ProbeJudgement.of(ProbeVerdict.UNREACHABLE, ProbeReason.of(failed.kind()));
        }
        // Not attempted: our own capacity ran short, and the host did nothing wrong.
        return ProbeJudgement.of(ProbeVerdict.INCONCLUSIVE, ProbeReason.of(ProbeReasonKind.PROBER_BUSY));
    }

    private static ProbeJudgement judgeAnswer(ExpectedDocument expected, Answered answer, Instant now) {
        int status = answer.status();
        if (isThrottled(answer)) {
            return ProbeJudgement.throttled(status, RetryAfter.parse(answer.retryAfter(), now).orElse(Duration.ZERO));
        }
        if (status >= 400) {
            return ProbeJudgement.of(ProbeVerdict.UNREACHABLE, ProbeReason.httpStatus(status));
        }
        if (status < 200 || status >= 300) {
            return ProbeJudgement.of(ProbeVerdict.INVALID, ProbeReason.httpStatus(status));
        }
        if (answer.bodyOverLimit()) {
            return ProbeJudgement.of(ProbeVerdict.INVALID, ProbeReason.of(ProbeReasonKind.BODY_TOO_LARGE));
        }
        return flawOf(expected, answer.body())
                .map(flaw -> ProbeJudgement.of(ProbeVerdict.INVALID, ProbeReason.of(flaw)))
                .orElse(ProbeJudgement.of(ProbeVerdict.OK, ProbeReason.of(ProbeReasonKind.OK)));
    }

    /** The host is throttling us, which says nothing about whether the listing is broken. */
    private static boolean isThrottled(Answered answer) {
        return answer.status() == 429 || (answer.status() == 503 && answer.hasRetryAfter());
    }

    /** What keeps a 2xx body from being the document the listing needs; empty when it is. */
    private static Optional<ProbeReasonKind> flawOf(ExpectedDocument expected, byte[] body) {
        Optional<String> text = StrictUtf8.decode(body);
        if (text.isEmpty()) {
            return Optional.of(ProbeReasonKind.NOT_UTF8);
        }
        return switch (expected) {
            case MCP_DOCUMENT -> JsonSyntax.isObject(text.get())
                    ? Optional.empty() : Optional.of(ProbeReasonKind.NOT_JSON_OBJECT);
            case SKILL_MARKDOWN -> skillFlawOf(text.get());
        };
    }

    /**
     * A skill is text: non-empty UTF-8 that is not an HTML page. Only the start of the body decides "HTML",
     * because markdown may embed HTML and the content type is often wrong (this very service declares
     * {@code text/html} for its markdown).
     */
    private static Optional<ProbeReasonKind> skillFlawOf(String text) {
        String start = text.replace("\uFEFF", "").strip().toLowerCase(Locale.ROOT);
        if (start.isEmpty()) {
            return Optional.of(ProbeReasonKind.EMPTY_DOCUMENT);
        }
        boolean html = start.startsWith("<!doctype html") || start.startsWith("<html");
        return html ? Optional.of(ProbeReasonKind.HTML_PAGE) : Optional.empty();
    }
}
