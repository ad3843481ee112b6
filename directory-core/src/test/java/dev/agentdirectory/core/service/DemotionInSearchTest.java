package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.START;
import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.service.DirectoryFixture.urlOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.probe.ProbeObservation;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class DemotionInSearchTest {

    private static final Duration HIDE_AFTER = Duration.ofDays(7);

    private final DirectoryFixture fixture = new DirectoryFixture();

    private Registration strongMatch() {
        return fixture.registerServer("Weather forecasts", "Hourly forecasts for any city.", healthy(),
                connectionRefused());
    }

    private Registration weakMatch(ProbeObservation... observations) {
        return fixture.registerServer("City guide", "Sights, food and the weather.", observations);
    }

    private void failReportedProbes(Registration registration, int times) {
        for (int i = 0; i < times; i++) {
            fixture.reportPastCooldown(idOf(registration));
        }
    }

    @Test
    void aBetterMatchRanksFirstWhileBothAreHealthy() {
        Registration strong = strongMatch();
        Registration weak = weakMatch();

        assertEquals(List.of(idOf(strong), idOf(weak)), fixture.found("weather"));
    }

    @Test
    void aListingThatFailedThreeReportedProbesRanksBelowAHealthyListingThatMatchesWorse() {
        Registration strong = strongMatch();
        Registration weak = weakMatch();

        failReportedProbes(strong, 3);

        assertEquals(List.of(idOf(weak), idOf(strong)), fixture.found("weather"));
    }

    @Test
    void aListingThatFailedTwiceStillRanksByRelevanceAmongFailingListings() {
        Registration strong = strongMatch();
        Registration weak = weakMatch(connectionRefused());

        failReportedProbes(strong, 2);

        assertEquals(List.of(idOf(strong), idOf(weak)), fixture.found("weather"));
    }

    @Test
    void aListingThatFailedThreeTimesRanksBelowAFailingListingThatMatchesWorse() {
        Registration strong = strongMatch();
        Registration weak = weakMatch(connectionRefused());

        failReportedProbes(strong, 3);

        assertEquals(List.of(idOf(weak), idOf(strong)), fixture.found("weather"));
    }

    @Test
    void aDemotedListingIsStillFoundBeforeSevenDaysOfFailures() {
        Registration failing = weakMatch(connectionRefused());
        failReportedProbes(failing, 2);

        fixture.clock.set(START.plus(HIDE_AFTER).minusSeconds(1));

        assertEquals(List.of(idOf(failing)), fixture.found("weather"));
    }

    @Test
    void aDemotedListingIsHiddenAfterSevenDaysOfFailures() {
        Registration failing = weakMatch(connectionRefused());
        failReportedProbes(failing, 2);

        fixture.clock.set(START.plus(HIDE_AFTER));

        assertEquals(List.of(), fixture.found("weather"));
        assertEquals(0, fixture.search("").total());
    }

    @Test
    void aListingFailingForSevenDaysButNotDemotedIsNotHidden() {
        Registration failing = weakMatch(connectionRefused());
        failReportedProbes(failing, 1);

        fixture.clock.set(START.plus(HIDE_AFTER).plusSeconds(1));

        assertEquals(List.of(idOf(failing)), fixture.found("weather"));
    }

    @Test
    void anOkProbeBringsAHiddenListingBack() {
        Registration failing = weakMatch(connectionRefused());
        failReportedProbes(failing, 2);
        fixture.clock.set(START.plus(HIDE_AFTER));
        fixture.prober.script(urlOf(failing), healthy());

        fixture.reportPastCooldown(idOf(failing));

        assertEquals(List.of(idOf(failing)), fixture.found("weather"));
    }

    @Test
    void anOkProbeLiftsTheDemotion() {
        Registration strong = strongMatch();
        Registration weak = weakMatch();
        failReportedProbes(strong, 3);
        fixture.prober.script(urlOf(strong), healthy());

        fixture.reportPastCooldown(idOf(strong));

        assertEquals(List.of(idOf(strong), idOf(weak)), fixture.found("weather"));
    }

    @Test
    void theOwnerCanStillUpdateAHiddenListing() {
        Registration failing = weakMatch(connectionRefused());
        failReportedProbes(failing, 2);
        fixture.clock.set(START.plus(HIDE_AFTER));

        fixture.directory.updates().update(idOf(failing), failing.apiKey().value(),
                UpdateCommand.nothing().withDescription("Sights and food."));

        assertEquals("Sights and food.", fixture.stored(idOf(failing)).details().description());
    }
}
