package dev.agentdirectory.core.probe;

import java.time.Duration;
import java.util.Objects;

/**
 * What the rules make of one probe: its verdict and, when the host throttled us, how long it asked us to wait
 * ({@code retryAfter}, zero when it did not say). A probe the prober never attempted is inconclusive but not
 * throttled: the host did nothing.
 */
public record ProbeJudgement(ProbeVerdict verdict, boolean throttled, Duration retryAfter) {

    public ProbeJudgement {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(retryAfter, "retryAfter");
        if (retryAfter.isNegative()) {
            throw new IllegalArgumentException("retryAfter must not be negative");
        }
        if (throttled && verdict != ProbeVerdict.INCONCLUSIVE) {
            throw new IllegalArgumentException("throttled: only an inconclusive probe is throttled");
        }
        if (!throttled && !retryAfter.isZero()) {
            throw new IllegalArgumentException("retryAfter: only a throttled probe carries one");
        }
    }

    public static ProbeJudgement of(ProbeVerdict verdict) {
        return new ProbeJudgement(verdict, false, Duration.ZERO);
    }

    public static ProbeJudgement throttled(Duration retryAfter) {
        return new ProbeJudgement(ProbeVerdict.INCONCLUSIVE, true, retryAfter);
    }
}
