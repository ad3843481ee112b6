package dev.agentdirectory.core.health;

import static dev.agentdirectory.core.testing.Judgements.judged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ThrottleBackoffTest {

    private static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");
    private static final ReprobeSchedule SCHEDULE = ReprobeSchedule.DEFAULT;

    private static Health throttled(Health health, Duration retryAfter) {
        return health.afterProbe(ProbeJudgement.throttled(429, retryAfter), T0, SCHEDULE);
    }

    private static Health healthy() {
        return Health.unprobed(T0).afterProbe(judged(ProbeVerdict.OK), T0, SCHEDULE);
    }

    @Test
    void aThrottledListingIsNotProbedBeforeItsRetryAfter() {
        Health health = throttled(healthy(), Duration.ofSeconds(120));

        assertEquals(T0.plusSeconds(120), health.nextProbeAt());
        assertTrue(health.throttledAt(T0.plusSeconds(119)));
        assertFalse(health.throttledAt(T0.plusSeconds(120)));
    }

    @Test
    void aShortRetryAfterStillWaitsTheFirstRetry() {
        assertEquals(T0.plus(Duration.ofMinutes(1)), throttled(healthy(), Duration.ofSeconds(5)).nextProbeAt());
    }

    @Test
    void repeatedThrottlingDoublesTheWait() {
        Health once = throttled(healthy(), Duration.ZERO);
        Health twice = throttled(once, Duration.ZERO);
        Health thrice = throttled(twice, Duration.ZERO);

        assertEquals(T0.plus(Duration.ofMinutes(1)), once.nextProbeAt());
        assertEquals(T0.plus(Duration.ofMinutes(2)), twice.nextProbeAt());
        assertEquals(T0.plus(Duration.ofMinutes(4)), thrice.nextProbeAt());
        assertEquals(3, thrice.consecutiveThrottles());
    }

    @Test
    void repeatedThrottlingOutgrowsARepeatedRetryAfter() {
        Health health = healthy();
        for (int i = 0; i < 4; i++) {
            health = throttled(health, Duration.ofSeconds(120));
        }

        assertEquals(T0.plus(Duration.ofMinutes(8)), health.nextProbeAt());
    }

    @Test
    void anAbsurdRetryAfterIsCappedAtTheMaximumRetry() {
        assertEquals(T0.plus(Duration.ofHours(24)), throttled(healthy(), Duration.ofDays(365)).nextProbeAt());
    }

    @Test
    void aThrottleLeavesTheStatusAndTheFailureCountAlone() {
        Health failing = Health.unprobed(T0).afterProbe(judged(ProbeVerdict.UNREACHABLE), T0, SCHEDULE);

        Health health = throttled(failing, Duration.ofSeconds(120));

        assertEquals(CheckStatus.UNREACHABLE, health.lastCheckStatus());
        assertEquals(1, health.consecutiveFailures());
        assertFalse(health.lastProbeConclusive());
    }

    @Test
    void aFailureStreakDelaysTheReproberButNotAReportOnceTheHostsWaitHasPassed() {
        Health failing = Health.unprobed(T0);
        for (int i = 0; i < 10; i++) {
            failing = failing.afterProbe(judged(ProbeVerdict.UNREACHABLE), T0, SCHEDULE);
        }

        Health health = throttled(failing, Duration.ofSeconds(5));

        assertTrue(health.throttledAt(T0.plusSeconds(59)), "the host's wait: its Retry-After, at least a first retry");
        assertFalse(health.throttledAt(T0.plus(Duration.ofMinutes(1))), "a report may probe it from then on");
        assertEquals(T0.plus(Duration.ofMinutes(1024)), health.nextProbeAt(), "the backoff of 11 failures");
    }

    @Test
    void aConclusiveProbeEndsTheThrottle() {
        Health throttled = throttled(throttled(healthy(), Duration.ofSeconds(120)), Duration.ofSeconds(120));

        Health health = throttled.afterProbe(judged(ProbeVerdict.OK), T0.plusSeconds(600), SCHEDULE);

        assertEquals(0, health.consecutiveThrottles());
        assertNull(health.throttledUntil());
    }

    @Test
    void aProbeNotAttemptedDuringAThrottleKeepsTheHostsWait() {
        Health throttled = throttled(healthy(), Duration.ofHours(2));

        Health health = throttled.afterProbe(judged(ProbeVerdict.INCONCLUSIVE), T0, SCHEDULE);

        assertEquals(T0.plus(Duration.ofHours(2)), health.nextProbeAt());
        assertEquals(1, health.consecutiveThrottles());
    }
}
