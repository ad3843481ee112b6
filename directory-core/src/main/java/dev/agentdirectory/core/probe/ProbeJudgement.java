package dev.agentdirectory.core.probe;

import java.time.Duration;
import java.util.Objects;

/**
 * What the rules make of one probe: its verdict, why, and, when the host throttled us, how long it asked us to wait
 * ({@code retryAfter}, zero when it did not say). A probe the prober never attempted is inconclusive but not
 * throttled: the host did nothing.
 */
public record ProbeJudgement(ProbeVerdict verdict, boolean throttled, Duration retryAfter, ProbeReason reason) {

    public ProbeJudgement {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(retryAfter, "retryAfter");
        Objects.requireNonNull(reason, "reason");
        if (retryAfter.isNegative()) {
            throw new IllegalArgumentException("retryAfter must not be negative");
        }
        if (throttled && verdict != ProbeVerdict.INCONCLUSIVE) {
            throw new IllegalArgumentException("throttled: only an inconclusive probe is throttled");
        }
        if (!throttled && !retryAfter.isZero()) {
            throw new IllegalArgumentException("retryAfter: only a throttled probe carries one");
        }
        if (throttled != (reason.kind() == ProbeReasonKind.THROTTLED)) {
            throw new IllegalArgumentException("reason: a throttled probe, and only one, is throttled for its reason");
        }
    }

    public static ProbeJudgement of(ProbeVerdict verdict, ProbeReason reason) {
        return new ProbeJudgement(verdict, false, Duration.ZERO, reason);
    }

    /** The host answered {@code status} (429, or 503 with a Retry-After) and asked for {@code retryAfter}. */
    public static ProbeJudgement throttled(int status, Duration retryAfter) {
        return new ProbeJudgement(ProbeVerdict.INCONCLUSIVE, true, retryAfter,
                new ProbeReason(ProbeReasonKind.THROTTLED, status));
    }
}
