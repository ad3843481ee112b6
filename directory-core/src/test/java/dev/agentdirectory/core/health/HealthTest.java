package dev.agentdirectory.core.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class HealthTest {

    private static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");
    private static final ReprobeSchedule SCHEDULE = ReprobeSchedule.DEFAULT;

    private static Instant minutesLater(long minutes) {
        return T0.plus(Duration.ofMinutes(minutes));
    }

    private static Health failingTwice() {
        return Health.unprobed(T0)
                .afterProbe(ProbeVerdict.UNREACHABLE, minutesLater(1), SCHEDULE)
                .afterProbe(ProbeVerdict.INVALID, minutesLater(2), SCHEDULE);
    }

    @Test
    void aNewListingStartsOkWithoutFailures() {
        Health health = Health.unprobed(T0);

        assertEquals(CheckStatus.OK, health.lastCheckStatus());
        assertEquals(0, health.consecutiveFailures());
        assertNull(health.failingSince());
        assertNull(health.lastProbeAt());
        assertNull(health.lastOkAt());
    }

    @Test
    void aNewListingIsDueForProbingAtOnce() {
        assertEquals(T0, Health.unprobed(T0).nextProbeAt());
    }

    @Test
    void aFailedProbeSetsItsStatusAndCountsOneFailure() {
        Health health = Health.unprobed(T0).afterProbe(ProbeVerdict.UNREACHABLE, minutesLater(1), SCHEDULE);

        assertEquals(CheckStatus.UNREACHABLE, health.lastCheckStatus());
        assertEquals(1, health.consecutiveFailures());
        assertEquals(minutesLater(1), health.lastProbeAt());
        assertTrue(health.lastProbeConclusive());
    }

    @Test
    void theFirstFailureStartsTheStreak() {
        assertEquals(minutesLater(1),
                Health.unprobed(T0).afterProbe(ProbeVerdict.INVALID, minutesLater(1), SCHEDULE).failingSince());
    }

    @Test
    void furtherFailuresCountButKeepTheStartOfTheStreak() {
        Health health = failingTwice();

        assertEquals(2, health.consecutiveFailures());
        assertEquals(CheckStatus.INVALID, health.lastCheckStatus());
        assertEquals(minutesLater(1), health.failingSince());
        assertEquals(minutesLater(2), health.lastProbeAt());
    }

    @Test
    void anOkProbeEndsTheStreak() {
        Health health = failingTwice().afterProbe(ProbeVerdict.OK, minutesLater(3), SCHEDULE);

        assertEquals(CheckStatus.OK, health.lastCheckStatus());
        assertEquals(0, health.consecutiveFailures());
        assertNull(health.failingSince());
    }

    @Test
    void anOkProbeRecordsWhenTheListingWasLastOk() {
        Health health = failingTwice().afterProbe(ProbeVerdict.OK, minutesLater(3), SCHEDULE);

        assertEquals(minutesLater(3), health.lastOkAt());
        assertEquals(minutesLater(3), health.lastProbeAt());
        assertTrue(health.lastProbeConclusive());
    }

    @Test
    void aFailureKeepsWhenTheListingWasLastOk() {
        Health health = Health.unprobed(T0)
                .afterProbe(ProbeVerdict.OK, minutesLater(1), SCHEDULE)
                .afterProbe(ProbeVerdict.UNREACHABLE, minutesLater(2), SCHEDULE);

        assertEquals(minutesLater(1), health.lastOkAt());
    }

    @Test
    void anInconclusiveProbeKeepsTheStatusTheCountAndTheStreak() {
        Health before = failingTwice();

        Health after = before.afterProbe(ProbeVerdict.INCONCLUSIVE, minutesLater(5), SCHEDULE);

        assertEquals(before.lastCheckStatus(), after.lastCheckStatus());
        assertEquals(before.consecutiveFailures(), after.consecutiveFailures());
        assertEquals(before.failingSince(), after.failingSince());
        assertEquals(before.lastOkAt(), after.lastOkAt());
    }

    @Test
    void anInconclusiveProbeIsRecordedAsANonConclusiveProbe() {
        Health health = failingTwice().afterProbe(ProbeVerdict.INCONCLUSIVE, minutesLater(5), SCHEDULE);

        assertEquals(minutesLater(5), health.lastProbeAt());
        assertFalse(health.lastProbeConclusive());
    }

    @Test
    void aNewListingThatIsThrottledStaysOk() {
        Health health = Health.unprobed(T0).afterProbe(ProbeVerdict.INCONCLUSIVE, T0, SCHEDULE);

        assertEquals(CheckStatus.OK, health.lastCheckStatus());
        assertEquals(0, health.consecutiveFailures());
        assertNull(health.failingSince());
    }

    @Test
    void aNegativeFailureCountIsImpossible() {
        assertThrows(IllegalArgumentException.class,
                () -> new Health(CheckStatus.OK, -1, null, null, false, null, T0, 0, null));
    }
}
