package dev.agentdirectory.core.health;

import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * When the background re-prober looks at a listing again: failing listings with exponential backoff
 * ({@code firstRetry} doubling up to {@code maxRetry}), healthy ones every {@code healthyInterval}.
 * An inconclusive probe is retried as if it were one more failure, without counting as one; a throttling
 * host is left alone for at least what its Retry-After asked, and longer with each throttle in a row.
 */
public record ReprobeSchedule(Duration firstRetry, Duration maxRetry, Duration healthyInterval) {

    public static final ReprobeSchedule DEFAULT =
            new ReprobeSchedule(Duration.ofMinutes(1), Duration.ofHours(24), Duration.ofHours(24));

    public ReprobeSchedule {
        Objects.requireNonNull(firstRetry, "firstRetry");
        Objects.requireNonNull(maxRetry, "maxRetry");
        Objects.requireNonNull(healthyInterval, "healthyInterval");
        if (firstRetry.isNegative() || firstRetry.isZero() || maxRetry.compareTo(firstRetry) < 0) {
            throw new IllegalArgumentException("firstRetry must be positive and no longer than maxRetry");
        }
    }

    Instant nextProbeAt(Health after, ProbeJudgement judgement, Instant now) {
        ProbeVerdict verdict = judgement.verdict();
        if (verdict == ProbeVerdict.OK) {
            return now.plus(healthyInterval);
        }
        if (judgement.throttled()) {
            // The re-prober waits as long as the host asked, and at least the backoff the listing's failure streak
            // and the throttles on top of it earn; a report is held back by the host's wait alone (throttledUntil).
            Instant backoff = now.plus(retryAfter(
                    (int) Math.min(Integer.MAX_VALUE, (long) after.consecutiveFailures() + after.consecutiveThrottles())));
            return backoff.isAfter(after.throttledUntil()) ? backoff : after.throttledUntil();
        }
        int failures = verdict.isConclusive() ? after.consecutiveFailures() : after.consecutiveFailures() + 1;
        Instant next = now.plus(retryAfter(failures));
        return after.throttledAt(next) ? after.throttledUntil() : next;
    }

    /** The wait after the n-th consecutive failure: firstRetry, doubled n-1 times, capped at maxRetry. */
    public Duration retryAfter(int failures) {
        Duration wait = firstRetry;
        for (int i = 1; i < failures && wait.compareTo(maxRetry) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(maxRetry) > 0 ? maxRetry : wait;
    }

    /**
     * How long to leave a host alone after its {@code throttles}-th throttled answer in a row: what it asked
     * for ({@code requested}), but never less than the backoff that many failures would earn (a host that keeps
     * saying "later" is asked less and less often), and never more than maxRetry, so a host cannot park its listing
     * out of sight with an absurd Retry-After. The listing's own failure streak is no part of it: it held reports
     * back too, so one 429 on a listing that had failed ten times kept its owner's reports from probing it for
     * about 17 hours.
     */
    public Duration throttleWait(int throttles, Duration requested) {
        Duration backoff = retryAfter(throttles);
        Duration wait = requested.compareTo(backoff) > 0 ? requested : backoff;
        return wait.compareTo(maxRetry) > 0 ? maxRetry : wait;
    }
}
