package dev.agentdirectory.core.health;

import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * When the background re-prober looks at a listing again: failing listings with exponential backoff
 * ({@code firstRetry} doubling up to {@code maxRetry}), healthy ones every {@code healthyInterval}.
 * A throttled (inconclusive) probe is retried as if it were one more failure, without counting as one.
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

    Instant nextProbeAt(Health after, ProbeVerdict verdict, Instant now) {
        if (verdict == ProbeVerdict.OK) {
            return now.plus(healthyInterval);
        }
        int failures = verdict.isConclusive() ? after.consecutiveFailures() : after.consecutiveFailures() + 1;
        return now.plus(retryAfter(failures));
    }

    /** The wait after the n-th consecutive failure: firstRetry, doubled n-1 times, capped at maxRetry. */
    public Duration retryAfter(int failures) {
        Duration wait = firstRetry;
        for (int i = 1; i < failures && wait.compareTo(maxRetry) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(maxRetry) > 0 ? maxRetry : wait;
    }
}
