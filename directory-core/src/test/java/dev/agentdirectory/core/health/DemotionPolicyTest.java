package dev.agentdirectory.core.health;

import static dev.agentdirectory.core.testing.Judgements.judged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DemotionPolicyTest {

    private static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");
    private static final DemotionPolicy POLICY = DemotionPolicy.DEFAULT;

    private static Health failing(int failures) {
        Health health = Health.unprobed(T0);
        for (int i = 1; i <= failures; i++) {
            health = health.afterProbe(judged(ProbeVerdict.UNREACHABLE), T0.plus(Duration.ofHours(i)),
                    ReprobeSchedule.DEFAULT);
        }
        return health;
    }

    @Test
    void twoFailuresDoNotDemote() {
        assertFalse(POLICY.isDemoted(failing(2)));
    }

    @Test
    void threeFailuresDemote() {
        assertTrue(POLICY.isDemoted(failing(3)));
    }

    @Test
    void aDemotedListingIsHiddenSevenDaysAfterItStartedFailing() {
        Health health = failing(3);

        assertEquals(Optional.of(health.failingSince().plus(Duration.ofDays(7))), POLICY.hiddenFrom(health));
    }

    @Test
    void aDemotedListingIsHiddenFromTheMomentItsFailuresHaveLastedSevenDays() {
        Health health = failing(3);
        Instant hiddenFrom = health.failingSince().plus(Duration.ofDays(7));

        assertFalse(POLICY.isHiddenAt(health, hiddenFrom.minusMillis(1)));
        assertTrue(POLICY.isHiddenAt(health, hiddenFrom));
        assertFalse(POLICY.isHiddenAt(failing(2), hiddenFrom.plus(Duration.ofDays(30))));
    }

    @Test
    void aListingThatIsNotDemotedIsNeverHidden() {
        assertEquals(Optional.empty(), POLICY.hiddenFrom(failing(2)));
    }

    @Test
    void aHealthyListingIsNeverHidden() {
        assertEquals(Optional.empty(), POLICY.hiddenFrom(Health.unprobed(T0)));
    }

    @Test
    void anOkListingStandsHealthy() {
        assertEquals(Standing.HEALTHY, POLICY.standing(Health.unprobed(T0)));
    }

    @Test
    void aFailingListingBelowTheThresholdStandsUnhealthy() {
        assertEquals(Standing.UNHEALTHY, POLICY.standing(failing(1)));
    }

    @Test
    void aListingAtTheThresholdStandsDemoted() {
        assertEquals(Standing.DEMOTED, POLICY.standing(failing(3)));
    }

    @Test
    void anOkProbeLiftsTheDemotion() {
        Health health = failing(5).afterProbe(judged(ProbeVerdict.OK), T0.plus(Duration.ofDays(30)),
                ReprobeSchedule.DEFAULT);

        assertEquals(Standing.HEALTHY, POLICY.standing(health));
        assertEquals(Optional.empty(), POLICY.hiddenFrom(health));
    }

    @Test
    void aThrottledProbeNeitherDemotesNorLifts() {
        Health health = failing(3).afterProbe(judged(ProbeVerdict.INCONCLUSIVE), T0.plus(Duration.ofDays(1)),
                ReprobeSchedule.DEFAULT);

        assertEquals(Standing.DEMOTED, POLICY.standing(health));
    }

    @Test
    void theThresholdIsConfigurable() {
        assertEquals(Standing.DEMOTED, new DemotionPolicy(1, Duration.ofDays(1)).standing(failing(1)));
    }

    @Test
    void theHidingTimeIsConfigurable() {
        Health health = failing(3);

        assertEquals(Optional.of(health.failingSince().plus(Duration.ofDays(2))),
                new DemotionPolicy(3, Duration.ofDays(2)).hiddenFrom(health));
    }

    @Test
    void aThresholdBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new DemotionPolicy(0, Duration.ofDays(7)));
    }
}
