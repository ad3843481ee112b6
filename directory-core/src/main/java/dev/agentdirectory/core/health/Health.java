package dev.agentdirectory.core.health;

import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A listing's probe history, reduced to what the rules need. {@code failingSince} is the time of the first
 * failure of the current streak (null while healthy); {@code lastOkAt} and {@code lastProbeAt} may be null.
 */
public record Health(CheckStatus lastCheckStatus, int consecutiveFailures, Instant failingSince,
                     Instant lastProbeAt, boolean lastProbeConclusive, Instant lastOkAt, Instant nextProbeAt) {

    public Health {
        Objects.requireNonNull(lastCheckStatus, "lastCheckStatus");
        Objects.requireNonNull(nextProbeAt, "nextProbeAt");
        if (consecutiveFailures < 0) {
            throw new IllegalArgumentException("consecutiveFailures must not be negative");
        }
    }

    /** A new listing starts as {@code ok}, before its first probe. */
    public static Health unprobed(Instant now) {
        return new Health(CheckStatus.OK, 0, null, null, false, null, now);
    }

    /** The health after a probe that ended at {@code now} with {@code verdict}. */
    public Health afterProbe(ProbeVerdict verdict, Instant now, ReprobeSchedule schedule) {
        Health next;
        if (!verdict.isConclusive()) {
            next = new Health(lastCheckStatus, consecutiveFailures, failingSince, now, false, lastOkAt, now);
        } else if (verdict.isFailure()) {
            next = new Health(verdict.status().orElseThrow(), consecutiveFailures + 1,
                    failingSince == null ? now : failingSince, now, true, lastOkAt, now);
        } else {
            next = new Health(CheckStatus.OK, 0, null, now, true, now, now);
        }
        return next.withNextProbeAt(schedule.nextProbeAt(next, verdict, now));
    }

    /** Whether the probe that ended at {@code lastProbeAt} may still answer a report made at {@code now}. */
    public boolean probedWithin(Duration cooldown, Instant now) {
        return lastProbeAt != null && lastProbeAt.plus(cooldown).isAfter(now);
    }

    public Health withNextProbeAt(Instant next) {
        return new Health(lastCheckStatus, consecutiveFailures, failingSince, lastProbeAt, lastProbeConclusive,
                lastOkAt, next);
    }
}
