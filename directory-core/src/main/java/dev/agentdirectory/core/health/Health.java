package dev.agentdirectory.core.health;

import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A listing's probe history, reduced to what the rules and its owner need. {@code failingSince} is the time of the
 * first failure of the current streak (null while healthy); {@code lastOkAt} and {@code lastProbeAt} may be null.
 * {@code lastProbeReason} says why the last probe, conclusive or not, came out as it did (null before the first
 * probe, and for probes recorded before reasons were kept). {@code consecutiveThrottles} counts the host's throttled
 * answers since the last conclusive probe, and {@code throttledUntil} (null when not throttled) is when the host may
 * be probed again.
 */
public record Health(CheckStatus lastCheckStatus, int consecutiveFailures, Instant failingSince,
                     Instant lastProbeAt, boolean lastProbeConclusive, ProbeReason lastProbeReason, Instant lastOkAt,
                     Instant nextProbeAt, int consecutiveThrottles, Instant throttledUntil) {

    public Health {
        Objects.requireNonNull(lastCheckStatus, "lastCheckStatus");
        Objects.requireNonNull(nextProbeAt, "nextProbeAt");
        if (consecutiveFailures < 0) {
            throw new IllegalArgumentException("consecutiveFailures must not be negative");
        }
        if (consecutiveThrottles < 0) {
            throw new IllegalArgumentException("consecutiveThrottles must not be negative");
        }
        if (lastProbeReason != null && lastProbeAt == null) {
            throw new IllegalArgumentException("lastProbeReason: only a probed listing has one");
        }
    }

    /** A new listing starts as {@code ok}, before its first probe. */
    public static Health unprobed(Instant now) {
        return new Health(CheckStatus.OK, 0, null, null, false, null, null, now, 0, null);
    }

    /** The health after a probe that ended at {@code now} with {@code judgement}. */
    public Health afterProbe(ProbeJudgement judgement, Instant now, ReprobeSchedule schedule) {
        ProbeVerdict verdict = judgement.verdict();
        ProbeReason reason = judgement.reason();
        Health next;
        if (judgement.throttled()) {
            Instant until = now.plus(schedule.throttleWait(consecutiveThrottles + 1, judgement.retryAfter()));
            next = new Health(lastCheckStatus, consecutiveFailures, failingSince, now, false, reason, lastOkAt, now,
                    consecutiveThrottles + 1, until);
        } else if (!verdict.isConclusive()) {
            // Not attempted for want of local capacity: the host's throttling, if any, still stands.
            next = new Health(lastCheckStatus, consecutiveFailures, failingSince, now, false, reason, lastOkAt, now,
                    consecutiveThrottles, throttledUntil);
        } else if (verdict.isFailure()) {
            next = new Health(verdict.status().orElseThrow(), consecutiveFailures + 1,
                    failingSince == null ? now : failingSince, now, true, reason, lastOkAt, now, 0, null);
        } else {
            next = new Health(CheckStatus.OK, 0, null, now, true, reason, now, now, 0, null);
        }
        return next.withNextProbeAt(schedule.nextProbeAt(next, judgement, now));
    }

    /**
     * Whether the probe that ended at {@code lastProbeAt} may still answer a report made at {@code now}. One the
     * prober did not attempt, for want of its own capacity, answers nothing: no probe of the listing finished then
     * (decisions.md counts the cooldown from one that did), and the host was not asked.
     */
    public boolean probedWithin(Duration cooldown, Instant now) {
        return lastProbeAt != null && !lastProbeNotAttempted() && lastProbeAt.plus(cooldown).isAfter(now);
    }

    private boolean lastProbeNotAttempted() {
        return lastProbeReason != null && lastProbeReason.kind().source() == ProbeReasonKind.Source.PROBER;
    }

    /** Whether the host asked us, by throttling, not to probe it at {@code now}. */
    public boolean throttledAt(Instant now) {
        return throttledUntil != null && throttledUntil.isAfter(now);
    }

    public Health withNextProbeAt(Instant next) {
        return new Health(lastCheckStatus, consecutiveFailures, failingSince, lastProbeAt, lastProbeConclusive,
                lastProbeReason, lastOkAt, next, consecutiveThrottles, throttledUntil);
    }
}
