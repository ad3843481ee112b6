package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.answer;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static dev.agentdirectory.core.testing.ScriptedProber.notAttempted;
import static dev.agentdirectory.core.testing.ScriptedProber.throttled;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.search.StandingCounts;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DirectoryEventsTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    private Registration register(ProbeObservation... observations) {
        return fixture.registerServer("Weather forecasts", "Hourly forecasts.", observations);
    }

    private void failReportedProbes(Registration registration, int times) {
        for (int i = 0; i < times; i++) {
            fixture.reportPastCooldown(idOf(registration));
        }
    }

    @Test
    void aRegistrationTellsOfItsProbeWithTheVerdictAndWhatItRestsOn() {
        register(healthy());
        register(connectionRefused());
        register(new ProbeObservation.Refused(ProbeReasonKind.PRIVATE_ADDRESS, "a private address"));
        register(answer(200, "not a JSON document"));
        register(throttled());
        register(notAttempted());

        assertEquals(List.of("probed OK ANSWERED", "probed UNREACHABLE NO_ANSWER", "probed UNREACHABLE REFUSED",
                "probed INVALID ANSWERED", "probed INCONCLUSIVE THROTTLED", "probed INCONCLUSIVE NOT_ATTEMPTED"),
                fixture.events.heard());
    }

    @Test
    void aReportTellsOfItsProbeAndWhetherItWasSubstantiated() {
        Registration weather = register(healthy(), connectionRefused());
        fixture.events.drain();

        fixture.report(idOf(weather));
        fixture.reportPastCooldown(idOf(weather));

        assertEquals(List.of("reported UNREACHABLE unsubstantiated", "probed UNREACHABLE NO_ANSWER",
                "reported UNREACHABLE substantiated"), fixture.events.heard());
    }

    @Test
    void theProbeThatReachesTheThresholdTellsOfTheDemotionOnce() {
        Registration weather = register(connectionRefused());
        failReportedProbes(weather, 1);
        fixture.events.drain();

        failReportedProbes(weather, 2);

        assertEquals(List.of("probed UNREACHABLE NO_ANSWER", "DEMOTED", "reported UNREACHABLE substantiated",
                "probed UNREACHABLE NO_ANSWER", "reported UNREACHABLE substantiated"), fixture.events.heard());
    }

    @Test
    void anOkProbeOfADemotedListingTellsOfItsRestoration() {
        Registration weather = register(connectionRefused(), connectionRefused(), connectionRefused(), healthy());
        failReportedProbes(weather, 2);
        fixture.events.drain();

        fixture.reportPastCooldown(idOf(weather));

        assertEquals(List.of("probed OK ANSWERED", "RESTORED", "reported UNREACHABLE unsubstantiated"),
                fixture.events.heard());
    }

    @Test
    void theBackgroundReprobesTellOfTheDemotionAndThenOfTheFirstProbeAtTheHidingTime() {
        register(connectionRefused());
        List<String> changes = new ArrayList<>();

        for (int day = 1; day <= 8; day++) {
            fixture.clock.advance(Duration.ofDays(1));
            fixture.directory.reprober().reprobeDue(10, () -> false);
            fixture.events.drain().stream().filter(event -> !event.startsWith("probed"))
                    .forEach(event -> changes.add("day " + fixture.clock.instant().atZone(ZoneOffset.UTC)
                            .getDayOfMonth() + ": " + event));
        }

        assertEquals(List.of("day 3: DEMOTED", "day 8: HIDDEN"), changes);
    }

    @Test
    void anUpdateToANewUrlTellsOfTheProbeOfThatUrl() {
        Registration weather = register(healthy());
        fixture.events.drain();

        fixture.directory.updates().update(idOf(weather), weather.apiKey().value(),
                UpdateCommand.nothing().withMcpDocUrl(fixture.nextUrl()));

        assertEquals(List.of("probed OK ANSWERED"), fixture.events.heard());
    }

    @Test
    void searchesAndCountsTellNothing() {
        register(healthy());
        fixture.events.drain();

        fixture.directory.search().search(SearchQuery.of("weather"));
        StandingCounts counts = fixture.directory.counts().countByStanding();

        assertEquals(new StandingCounts(1, 0, 0, 0), counts);
        assertEquals(List.of(), fixture.events.heard());
    }
}
