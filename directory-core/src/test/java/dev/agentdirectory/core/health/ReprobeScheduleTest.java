package dev.agentdirectory.core.health;

import static dev.agentdirectory.core.testing.Judgements.judged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ReprobeScheduleTest {

    private static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");
    private static final ReprobeSchedule SCHEDULE = ReprobeSchedule.DEFAULT;
    private static final Duration COOLDOWN = Duration.ofSeconds(60);

    private static Health failing(int failures) {
        Health health = Health.unprobed(T0);
        for (int i = 0; i < failures; i++) {
            health = health.afterProbe(judged(ProbeVerdict.UNREACHABLE), T0, SCHEDULE);
        }
        return health;
    }

    @Test
    void theFirstFailureIsRetriedAfterOneMinute() {
        assertEquals(Duration.ofMinutes(1), SCHEDULE.retryAfter(1));
    }

    @Test
    void eachFurtherFailureDoublesTheWait() {
        assertEquals(Duration.ofMinutes(2), SCHEDULE.retryAfter(2));
        assertEquals(Duration.ofMinutes(4), SCHEDULE.retryAfter(3));
        assertEquals(Duration.ofMinutes(8), SCHEDULE.retryAfter(4));
    }

    @Test
    void theWaitBelowTheCapKeepsDoubling() {
        assertEquals(Duration.ofMinutes(1024), SCHEDULE.retryAfter(11));
    }

    @Test
    void theWaitIsCappedAtOneDay() {
        assertEquals(Duration.ofHours(24), SCHEDULE.retryAfter(12));
    }

    @Test
    void theWaitStaysCappedHoweverLongTheStreak() {
        assertEquals(Duration.ofHours(24), SCHEDULE.retryAfter(Integer.MAX_VALUE));
    }

    @Test
    void aFailedProbeSchedulesTheNextAfterTheBackoff() {
        assertEquals(T0.plus(Duration.ofMinutes(4)), failing(3).nextProbeAt());
    }

    @Test
    void aHealthyListingIsProbedAgainInADay() {
        Health health = Health.unprobed(T0).afterProbe(judged(ProbeVerdict.OK), T0, SCHEDULE);

        assertEquals(T0.plus(Duration.ofHours(24)), health.nextProbeAt());
    }

    @Test
    void anInconclusiveProbeOfAHealthyListingIsRetriedAfterOneMinute() {
        Health health = Health.unprobed(T0).afterProbe(judged(ProbeVerdict.INCONCLUSIVE), T0, SCHEDULE);

        assertEquals(T0.plus(Duration.ofMinutes(1)), health.nextProbeAt());
    }

    @Test
    void anInconclusiveProbeOfAFailingListingBacksOffAsIfItFailedOnceMore() {
        Health health = failing(2).afterProbe(judged(ProbeVerdict.INCONCLUSIVE), T0, SCHEDULE);

        assertEquals(T0.plus(Duration.ofMinutes(4)), health.nextProbeAt());
    }

    @Test
    void aFirstRetryOfZeroIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new ReprobeSchedule(Duration.ZERO, Duration.ofHours(1), Duration.ofHours(1)));
    }

    @Test
    void aCapShorterThanTheFirstRetryIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new ReprobeSchedule(Duration.ofHours(2), Duration.ofHours(1), Duration.ofHours(1)));
    }

    @Test
    void aListingNeverProbedWasNotProbedWithinTheCooldown() {
        assertFalse(Health.unprobed(T0).probedWithin(COOLDOWN, T0));
    }

    @Test
    void aProbeThatJustEndedIsWithinTheCooldown() {
        assertTrue(failing(1).probedWithin(COOLDOWN, T0));
    }

    @Test
    void aProbeOneMomentShortOfTheCooldownIsWithinIt() {
        assertTrue(failing(1).probedWithin(COOLDOWN, T0.plus(COOLDOWN).minusNanos(1)));
    }

    @Test
    void aProbeExactlyTheCooldownAgoIsNoLongerWithinIt() {
        assertFalse(failing(1).probedWithin(COOLDOWN, T0.plus(COOLDOWN)));
    }

    @Test
    void noProbeIsWithinACooldownOfZero() {
        assertFalse(failing(1).probedWithin(Duration.ZERO, T0));
    }
}
