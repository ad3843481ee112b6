package dev.agentdirectory.core.health;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StandingChangeTest {

    private static final Instant T0 = Instant.parse("2025-03-01T12:00:00Z");
    private static final DemotionPolicy POLICY = DemotionPolicy.DEFAULT;

    private static Health probed(Health before, ProbeVerdict verdict, Duration sinceStart) {
        ProbeReason reason = ProbeReason.of(verdict == ProbeVerdict.OK ? ProbeReasonKind.OK : ProbeReasonKind.TIMEOUT);
        return before.afterProbe(ProbeJudgement.of(verdict, reason), T0.plus(sinceStart), ReprobeSchedule.DEFAULT);
    }

    private static Health failing(int failures) {
        Health health = Health.unprobed(T0);
        for (int i = 1; i <= failures; i++) {
            health = probed(health, ProbeVerdict.UNREACHABLE, Duration.ofHours(i - 1));
        }
        return health;
    }

    @Test
    void theFailureThatReachesTheThresholdDemotes() {
        assertEquals(Set.of(StandingChange.DEMOTED), POLICY.changes(failing(2), failing(3)));
    }

    @Test
    void failuresBelowOrPastTheThresholdChangeNothing() {
        assertEquals(Set.of(), POLICY.changes(failing(1), failing(2)));
        assertEquals(Set.of(), POLICY.changes(failing(3), failing(4)));
    }

    @Test
    void anOkProbeRestoresADemotedListing() {
        Health demoted = failing(3);

        assertEquals(Set.of(StandingChange.RESTORED),
                POLICY.changes(demoted, probed(demoted, ProbeVerdict.OK, Duration.ofDays(1))));
    }

    @Test
    void anOkProbeOfAFailingListingThatWasNeverDemotedChangesNothing() {
        Health failing = failing(2);

        assertEquals(Set.of(), POLICY.changes(failing, probed(failing, ProbeVerdict.OK, Duration.ofDays(1))));
    }

    @Test
    void theFirstProbeThatEndsAtTheHidingTimeHides() {
        Health demoted = failing(3);
        Health atHidingTime = probed(demoted, ProbeVerdict.UNREACHABLE, Duration.ofDays(7));

        assertEquals(Set.of(StandingChange.HIDDEN), POLICY.changes(demoted, atHidingTime));
        assertEquals(Set.of(), POLICY.changes(atHidingTime,
                probed(atHidingTime, ProbeVerdict.UNREACHABLE, Duration.ofDays(8))));
    }

    @Test
    void aProbeJustBeforeTheHidingTimeDoesNotHide() {
        Health demoted = failing(3);

        assertEquals(Set.of(), POLICY.changes(demoted,
                probed(demoted, ProbeVerdict.UNREACHABLE, Duration.ofDays(7).minusNanos(1))));
    }

    @Test
    void aThrottledProbePastTheHidingTimeHidesToo() {
        Health demoted = failing(3);
        Health throttled = demoted.afterProbe(ProbeJudgement.throttled(429, Duration.ZERO), T0.plus(Duration.ofDays(8)),
                ReprobeSchedule.DEFAULT);

        assertEquals(Set.of(StandingChange.HIDDEN), POLICY.changes(demoted, throttled));
    }

    @Test
    void anOkProbeOfAHiddenListingRestoresIt() {
        Health hidden = probed(failing(3), ProbeVerdict.UNREACHABLE, Duration.ofDays(8));

        assertEquals(Set.of(StandingChange.RESTORED),
                POLICY.changes(hidden, probed(hidden, ProbeVerdict.OK, Duration.ofDays(9))));
    }

    @Test
    void aPolicyThatHidesAtOnceDemotesAndHidesWithOneProbe() {
        DemotionPolicy hideAtOnce = new DemotionPolicy(1, Duration.ZERO);

        assertEquals(Set.of(StandingChange.DEMOTED, StandingChange.HIDDEN),
                hideAtOnce.changes(Health.unprobed(T0), failing(1)));
    }
}
