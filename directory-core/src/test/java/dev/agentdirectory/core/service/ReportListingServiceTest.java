package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.service.DirectoryFixture.urlOf;
import static dev.agentdirectory.core.testing.ScriptedProber.answer;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static dev.agentdirectory.core.testing.ScriptedProber.notAttempted;
import static dev.agentdirectory.core.testing.ScriptedProber.throttled;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.ReportOutcome;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.testing.Refusals;
import dev.agentdirectory.core.testing.Registrations;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ReportListingServiceTest {

    private static final ProbeReason OK = ProbeReason.of(ProbeReasonKind.OK);
    private static final ProbeReason REFUSED = ProbeReason.of(ProbeReasonKind.CONNECTION_FAILED);

    private final DirectoryFixture fixture = new DirectoryFixture();

    private Registration register(ProbeObservation... observations) {
        return fixture.registerServer("Weather forecasts", "Hourly forecasts.", observations);
    }

    @Test
    void aReportWithinTheCooldownReusesTheLastProbe() {
        Registration weather = register();
        fixture.clock.advance(Duration.ofSeconds(59));

        fixture.report(idOf(weather));

        assertEquals(1, fixture.prober.callsTo(urlOf(weather)));
    }

    @Test
    void aReportOnceTheCooldownHasPassedProbesAgain() {
        Registration weather = register();
        fixture.clock.advance(Duration.ofSeconds(60));

        fixture.report(idOf(weather));

        assertEquals(2, fixture.prober.callsTo(urlOf(weather)));
    }

    @Test
    void aFloodOfReportsIsAnsweredByOneProbe() {
        Registration weather = register();
        fixture.clock.advance(Duration.ofMinutes(5));

        for (int i = 0; i < 20; i++) {
            fixture.report(idOf(weather));
        }

        assertEquals(2, fixture.prober.callsTo(urlOf(weather)));
    }

    @Test
    void aReportOfAHealthyListingIsNotSubstantiated() {
        Registration weather = register();

        ReportOutcome outcome = fixture.reportPastCooldown(idOf(weather));

        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.OK, false, OK), outcome);
    }

    @Test
    void aReportThatTheProbeBearsOutIsSubstantiated() {
        Registration weather = register(healthy(), connectionRefused());

        ReportOutcome outcome = fixture.reportPastCooldown(idOf(weather));

        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.UNREACHABLE, true, REFUSED), outcome);
    }

    @Test
    void aReportOfAnInvalidDocumentIsSubstantiated() {
        Registration weather = register(healthy(), answer(200, "<!DOCTYPE html><html></html>"));

        ReportOutcome outcome = fixture.reportPastCooldown(idOf(weather));

        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.INVALID, true,
                ProbeReason.of(ProbeReasonKind.NOT_JSON_OBJECT)), outcome);
    }

    @Test
    void aFailedRegistrationProbeWithinTheCooldownSubstantiatesAReport() {
        Registration weather = register(connectionRefused());

        ReportOutcome outcome = fixture.report(idOf(weather));

        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.UNREACHABLE, true, REFUSED), outcome);
    }

    @Test
    void aThrottledProbeDoesNotSubstantiateTheReport() {
        Registration weather = register(healthy(), throttled());

        assertFalse(fixture.reportPastCooldown(idOf(weather)).substantiated());
    }

    @Test
    void aThrottledProbeLeavesAHealthyListingOk() {
        Registration weather = register(healthy(), throttled());

        assertEquals(CheckStatus.OK, fixture.reportPastCooldown(idOf(weather)).lastCheckStatus());
    }

    @Test
    void aThrottledProbeLeavesAFailingListingFailingWithoutCountingAFailure() {
        Registration weather = register(connectionRefused(), throttled());

        ReportOutcome outcome = fixture.reportPastCooldown(idOf(weather));

        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.UNREACHABLE, false,
                new ProbeReason(ProbeReasonKind.THROTTLED, 429)), outcome);
        assertEquals(1, fixture.stored(idOf(weather)).health().consecutiveFailures());
    }

    @Test
    void aReportWhileTheHostAsksUsToWaitReusesTheLastProbe() {
        Registration weather = register(healthy(), throttled("300"));
        fixture.reportPastCooldown(idOf(weather));

        fixture.reportPastCooldown(idOf(weather));
        fixture.clock.advance(Duration.ofSeconds(4 * 60 - 62));
        fixture.report(idOf(weather));

        assertEquals(2, fixture.prober.callsTo(urlOf(weather)));
    }

    @Test
    void aReportOnceTheHostsRetryAfterHasPassedProbesAgain() {
        Registration weather = register(healthy(), throttled("300"), healthy());
        fixture.reportPastCooldown(idOf(weather));

        fixture.clock.advance(Duration.ofSeconds(300));
        ReportOutcome outcome = fixture.report(idOf(weather));

        assertEquals(3, fixture.prober.callsTo(urlOf(weather)));
        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.OK, false, OK), outcome);
    }

    @Test
    void aProbeTheProberCouldNotAttemptNeitherSubstantiatesNorCountsAFailure() {
        Registration weather = register(connectionRefused(), notAttempted());

        ReportOutcome outcome = fixture.reportPastCooldown(idOf(weather));

        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.UNREACHABLE, false,
                ProbeReason.of(ProbeReasonKind.PROBER_BUSY)), outcome);
        assertEquals(1, fixture.stored(idOf(weather)).health().consecutiveFailures());
    }

    @Test
    void aProbeTheProberCouldNotAttemptDoesNotStartTheCooldown() {
        Registration weather = register(healthy(), notAttempted(), connectionRefused());
        fixture.reportPastCooldown(idOf(weather));

        fixture.clock.advance(Duration.ofSeconds(5));
        ReportOutcome outcome = fixture.report(idOf(weather));

        assertEquals(3, fixture.prober.callsTo(urlOf(weather)), "no probe finished: the next report probes");
        assertEquals(new ReportOutcome(idOf(weather), CheckStatus.UNREACHABLE, true,
                ProbeReason.of(ProbeReasonKind.CONNECTION_FAILED)), outcome);
    }

    @Test
    void aProbeTheProberCouldNotAttemptLeavesAHealthyListingOk() {
        Registration weather = register(healthy(), notAttempted());

        assertEquals(CheckStatus.OK, fixture.reportPastCooldown(idOf(weather)).lastCheckStatus());
    }

    @Test
    void theProbeThatAnswersAReportIsSaved() {
        Registration weather = register(healthy(), connectionRefused());

        fixture.reportPastCooldown(idOf(weather));

        assertEquals(CheckStatus.UNREACHABLE, fixture.stored(idOf(weather)).health().lastCheckStatus());
        assertEquals(fixture.clock.instant(), fixture.stored(idOf(weather)).health().lastProbeAt());
    }

    @Test
    void everyReportIsCountedWithTheSubstantiatedOnesApart() {
        Registration weather = register(healthy(), healthy(), connectionRefused());

        fixture.reportPastCooldown(idOf(weather));
        fixture.reportPastCooldown(idOf(weather));
        fixture.report(idOf(weather));

        assertEquals(new ReportCounters(3, 2), fixture.stored(idOf(weather)).reports());
    }

    @Test
    void aReportOfAnUnknownListingIsNotFound() {
        assertThrows(ListingNotFoundException.class, () -> fixture.report(new ListingId("no-such-listing")));
    }

    @Test
    void anInvalidReportProbesNothing() {
        Registration weather = register();
        fixture.clock.advance(Duration.ofMinutes(5));

        Refusals.of(() -> fixture.directory.reports().report(new ReportCommand(idOf(weather).value(), "broken",
                null)));

        assertEquals(1, fixture.prober.calls());
        assertEquals(ReportCounters.NONE, fixture.stored(idOf(weather)).reports());
    }

    @Test
    void aReportOfAnAgentSkillProbesItsSkillUrl() {
        Registration skill = fixture.register(Registrations.agentSkill());

        fixture.reportPastCooldown(idOf(skill));

        assertEquals(2, fixture.prober.callsTo("https://skills.example.com/weather.md"));
        assertTrue(fixture.stored(idOf(skill)).health().lastProbeConclusive());
    }
}
