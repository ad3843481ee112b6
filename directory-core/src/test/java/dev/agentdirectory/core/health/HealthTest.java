package dev.agentdirectory.core.health;

import static dev.agentdirectory.core.testing.Judgements.judged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
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
                .afterProbe(judged(ProbeVerdict.UNREACHABLE), minutesLater(1), SCHEDULE)
                .afterProbe(judged(ProbeVerdict.INVALID), minutesLater(2), SCHEDULE);
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
        Health health = Health.unprobed(T0).afterProbe(judged(ProbeVerdict.UNREACHABLE), minutesLater(1), SCHEDULE);

        assertEquals(CheckStatus.UNREACHABLE, health.lastCheckStatus());
        assertEquals(1, health.consecutiveFailures());
        assertEquals(minutesLater(1), health.lastProbeAt());
        assertTrue(health.lastProbeConclusive());
    }

    @Test
    void theFirstFailureStartsTheStreak() {
        assertEquals(minutesLater(1),
                Health.unprobed(T0).afterProbe(judged(ProbeVerdict.INVALID), minutesLater(1), SCHEDULE).failingSince());
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
        Health health = failingTwice().afterProbe(judged(ProbeVerdict.OK), minutesLater(3), SCHEDULE);

        assertEquals(CheckStatus.OK, health.lastCheckStatus());
        assertEquals(0, health.consecutiveFailures());
        assertNull(health.failingSince());
    }

    @Test
    void anOkProbeRecordsWhenTheListingWasLastOk() {
        Health health = failingTwice().afterProbe(judged(ProbeVerdict.OK), minutesLater(3), SCHEDULE);

        assertEquals(minutesLater(3), health.lastOkAt());
        assertEquals(minutesLater(3), health.lastProbeAt());
        assertTrue(health.lastProbeConclusive());
    }

    @Test
    void aFailureKeepsWhenTheListingWasLastOk() {
        Health health = Health.unprobed(T0)
                .afterProbe(judged(ProbeVerdict.OK), minutesLater(1), SCHEDULE)
                .afterProbe(judged(ProbeVerdict.UNREACHABLE), minutesLater(2), SCHEDULE);

        assertEquals(minutesLater(1), health.lastOkAt());
    }

    @Test
    void anInconclusiveProbeKeepsTheStatusTheCountAndTheStreak() {
        Health before = failingTwice();

        Health after = before.afterProbe(judged(ProbeVerdict.INCONCLUSIVE), minutesLater(5), SCHEDULE);

        assertEquals(before.lastCheckStatus(), after.lastCheckStatus());
        assertEquals(before.consecutiveFailures(), after.consecutiveFailures());
        assertEquals(before.failingSince(), after.failingSince());
        assertEquals(before.lastOkAt(), after.lastOkAt());
    }

    @Test
    void anInconclusiveProbeIsRecordedAsANonConclusiveProbe() {
        Health health = failingTwice().afterProbe(judged(ProbeVerdict.INCONCLUSIVE), minutesLater(5), SCHEDULE);

        assertEquals(minutesLater(5), health.lastProbeAt());
        assertFalse(health.lastProbeConclusive());
    }

    @Test
    void aNewListingThatIsThrottledStaysOk() {
        Health health = Health.unprobed(T0).afterProbe(judged(ProbeVerdict.INCONCLUSIVE), T0, SCHEDULE);

        assertEquals(CheckStatus.OK, health.lastCheckStatus());
        assertEquals(0, health.consecutiveFailures());
        assertNull(health.failingSince());
    }

    @Test
    void everyProbeLeavesItsReasonConclusiveOrNot() {
        ProbeReason notFound = ProbeReason.httpStatus(404);
        ProbeReason throttled = new ProbeReason(ProbeReasonKind.THROTTLED, 429);

        Health failed = Health.unprobed(T0).afterProbe(ProbeJudgement.of(ProbeVerdict.UNREACHABLE, notFound),
                minutesLater(1), SCHEDULE);
        Health thenThrottled = failed.afterProbe(ProbeJudgement.throttled(429, Duration.ZERO), minutesLater(2),
                SCHEDULE);

        assertEquals(notFound, failed.lastProbeReason());
        assertEquals(throttled, thenThrottled.lastProbeReason());
        assertEquals(CheckStatus.UNREACHABLE, thenThrottled.lastCheckStatus());
    }

    @Test
    void anUnprobedListingHasNoReason() {
        assertNull(Health.unprobed(T0).lastProbeReason());
        assertThrows(IllegalArgumentException.class, () -> new Health(CheckStatus.OK, 0, null, null, false,
                ProbeReason.of(ProbeReasonKind.OK), null, T0, 0, null));
    }

    @Test
    void aNegativeFailureCountIsImpossible() {
        assertThrows(IllegalArgumentException.class,
                () -> new Health(CheckStatus.OK, -1, null, null, false, null, null, T0, 0, null));
    }
}
