package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.service.DirectoryFixture.urlOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static dev.agentdirectory.core.testing.ScriptedProber.throttled;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.probe.CheckStatus;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReprobeListingsServiceTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    private int reprobeDue(int max) {
        return fixture.directory.reprober().reprobeDue(max, () -> false);
    }

    private Registration failing(String name) {
        return fixture.registerServer(name, "Hourly forecasts.", connectionRefused());
    }

    @Test
    void nothingIsProbedWhileNothingIsDue() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(0, reprobeDue(10));
        assertEquals(1, fixture.prober.calls());
    }

    @Test
    void aFailingListingIsDueAgainAfterOneMinute() {
        Registration weather = failing("Weather forecasts");
        fixture.clock.advance(Duration.ofMinutes(1));

        assertEquals(1, reprobeDue(10));
        assertEquals(2, fixture.prober.callsTo(urlOf(weather)));
    }

    @Test
    void aFailingListingIsNotDueBeforeOneMinute() {
        failing("Weather forecasts");
        fixture.clock.advance(Duration.ofSeconds(59));

        assertEquals(0, reprobeDue(10));
    }

    @Test
    void aHealthyListingIsDueAgainAfterADay() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.clock.advance(Duration.ofHours(24));

        assertEquals(1, reprobeDue(10));
        assertEquals(2, fixture.prober.callsTo(urlOf(weather)));
    }

    @Test
    void onlyDueListingsAreProbed() {
        Registration healthy = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        Registration broken = failing("Tide tables");
        fixture.clock.advance(Duration.ofMinutes(1));

        reprobeDue(10);

        assertEquals(1, fixture.prober.callsTo(urlOf(healthy)));
        assertEquals(2, fixture.prober.callsTo(urlOf(broken)));
    }

    @Test
    void noMoreThanMaxListingsAreProbedAtOnce() {
        failing("Weather one");
        failing("Weather two");
        failing("Weather three");
        fixture.clock.advance(Duration.ofMinutes(1));

        assertEquals(2, reprobeDue(2));
        assertEquals(5, fixture.prober.calls());
    }

    @Test
    void aStopRequestEndsTheBatchAfterTheProbeInHand() {
        failing("Weather one");
        failing("Weather two");
        failing("Weather three");
        fixture.clock.advance(Duration.ofMinutes(1));
        int before = fixture.prober.calls();

        int probed = fixture.directory.reprober().reprobeDue(10, () -> fixture.prober.calls() > before);

        assertEquals(1, probed);
        assertEquals(before + 1, fixture.prober.calls());
    }

    @Test
    void theListingsLeftOverAreProbedNextTime() {
        failing("Weather one");
        failing("Weather two");
        failing("Weather three");
        fixture.clock.advance(Duration.ofMinutes(1));
        reprobeDue(2);

        assertEquals(1, reprobeDue(2));
    }

    @Test
    void aListingJustClaimedIsNotClaimedAgain() {
        failing("Weather forecasts");
        fixture.clock.advance(Duration.ofMinutes(1));
        reprobeDue(10);

        assertEquals(0, reprobeDue(10));
        assertEquals(2, fixture.prober.calls());
    }

    @Test
    void aListingThatFailsAgainBacksOffLonger() {
        failing("Weather forecasts");
        fixture.clock.advance(Duration.ofMinutes(1));
        reprobeDue(10);
        fixture.clock.advance(Duration.ofSeconds(119));

        assertEquals(0, reprobeDue(10));
        fixture.clock.advance(Duration.ofSeconds(1));
        assertEquals(1, reprobeDue(10));
    }

    @Test
    void theReprobesResultIsSaved() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.", connectionRefused(),
                healthy());
        fixture.clock.advance(Duration.ofMinutes(1));

        reprobeDue(10);

        assertEquals(CheckStatus.OK, fixture.stored(idOf(weather)).health().lastCheckStatus());
        assertEquals(fixture.clock.instant(), fixture.stored(idOf(weather)).health().lastOkAt());
    }

    @Test
    void aReprobeThatDemotesAListingMovesItDownInSearch() {
        Registration strong = failing("Weather forecasts");
        Registration weak = fixture.registerServer("City guide", "Sights, food and the weather.",
                connectionRefused(), throttled());
        for (int minutes : new int[] {1, 2, 4}) {
            fixture.clock.advance(Duration.ofMinutes(minutes));
            reprobeDue(10);
        }

        assertEquals(List.of(idOf(weak), idOf(strong)), fixture.found("weather"));
    }

    @Test
    void aReprobeThatFindsAListingHealthyAgainMovesItUpInSearch() {
        Registration recovering = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                connectionRefused(), healthy());
        Registration healthy = fixture.registerServer("City guide", "Sights, food and the weather.");
        fixture.clock.advance(Duration.ofMinutes(1));

        reprobeDue(10);

        assertEquals(List.of(idOf(recovering), idOf(healthy)), fixture.found("weather"));
    }

    @Test
    void aThrottledListingIsNotDueBeforeTheHostsRetryAfter() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.", healthy(), throttled("600"));
        fixture.clock.advance(Duration.ofHours(24));
        reprobeDue(10);

        fixture.clock.advance(Duration.ofSeconds(599));
        assertEquals(0, reprobeDue(10));
        fixture.clock.advance(Duration.ofSeconds(1));
        assertEquals(1, reprobeDue(10));
    }
}
