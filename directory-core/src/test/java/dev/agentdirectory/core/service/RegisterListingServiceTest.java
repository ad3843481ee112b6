package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.START;
import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.service.DirectoryFixture.urlOf;
import static dev.agentdirectory.core.testing.ScriptedProber.answer;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.notAttempted;
import static dev.agentdirectory.core.testing.ScriptedProber.throttled;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.listing.Tags;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.probe.ProbeVerdict;
import dev.agentdirectory.core.testing.Refusals;
import dev.agentdirectory.core.testing.Registrations;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class RegisterListingServiceTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    @Test
    void registrationAnswersTheNewIdAndAKeyThatOpensIt() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertTrue(registration.apiKey().value().startsWith("asd_"));
        assertTrue(fixture.stored(idOf(registration)).keyHash().matches(registration.apiKey().value()));
    }

    @Test
    void eachRegistrationGetsItsOwnIdAndKey() {
        Registration first = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        Registration second = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertNotEquals(idOf(first), idOf(second));
        assertFalse(fixture.stored(idOf(second)).keyHash().matches(first.apiKey().value()));
    }

    @Test
    void theListingIsStoredAsRegistered() {
        Registration registration = fixture.register(Registrations.agentSkill().withName(" Weather ")
                .withTags(List.of("Forecast", "forecast")).withSetupRequirements("Get a key.")
                .withOwnerContact("owner@example.com"));

        assertEquals(new ListingDetails("Weather", "Hourly forecasts for any city.",
                URI.create("https://skills.example.com/weather.md"), "Get a key.", new Tags(List.of("forecast")),
                "owner@example.com"), fixture.stored(idOf(registration)).details());
    }

    @Test
    void theListingIsStampedWithTheTimeOfRegistration() {
        Listing stored = fixture.stored(idOf(fixture.registerServer("Weather forecasts", "Hourly forecasts.")));

        assertEquals(START, stored.registeredAt());
        assertEquals(START, stored.health().lastProbeAt());
    }

    @Test
    void aNewListingHasNoReports() {
        Listing stored = fixture.stored(idOf(fixture.registerServer("Weather forecasts", "Hourly forecasts.")));

        assertEquals(ReportCounters.NONE, stored.reports());
    }

    @Test
    void registrationProbesTheUrlOnce() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(1, fixture.prober.callsTo(urlOf(registration)));
        assertEquals(1, fixture.prober.calls());
    }

    @Test
    void aRegisteredListingIsFoundBySearchAtOnce() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(List.of(idOf(registration)), fixture.found("weather"));
    }

    @Test
    void aHealthyFirstProbeIsAnsweredAndLeavesTheListingOk() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(ProbeVerdict.OK, registration.firstProbe());
        assertEquals(CheckStatus.OK, fixture.stored(idOf(registration)).health().lastCheckStatus());
    }

    @Test
    void aListingWhoseFirstProbeFailsIsStillRegistered() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                connectionRefused());

        assertEquals(ProbeVerdict.UNREACHABLE, registration.firstProbe());
        assertEquals(CheckStatus.UNREACHABLE, fixture.stored(idOf(registration)).health().lastCheckStatus());
    }

    @Test
    void aListingWhoseFirstProbeFailsIsStillFoundBySearch() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                connectionRefused());

        assertEquals(List.of(idOf(registration)), fixture.found("weather"));
    }

    @Test
    void anMcpServerThatAnswersTextIsRegisteredAsInvalid() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                answer(200, "# Not a JSON document"));

        assertEquals(ProbeVerdict.INVALID, registration.firstProbe());
        assertEquals(CheckStatus.INVALID, fixture.stored(idOf(registration)).health().lastCheckStatus());
    }

    @Test
    void registrationAnswersWhyTheFirstProbeCameOutAsItDidAndKeepsIt() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                answer(404, "Not found"));

        assertEquals(ProbeReason.httpStatus(404), registration.firstProbeReason());
        assertEquals(ProbeReason.httpStatus(404), fixture.stored(idOf(registration)).health().lastProbeReason());
    }

    @Test
    void aRefusedAddressIsTheReasonWithoutTheAddress() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                new ProbeObservation.Refused(ProbeReasonKind.PRIVATE_ADDRESS, "10.1.2.3 is private (10.0.0.0/8)"));

        assertEquals(ProbeVerdict.UNREACHABLE, registration.firstProbe());
        assertEquals(ProbeReason.of(ProbeReasonKind.PRIVATE_ADDRESS), registration.firstProbeReason());
        assertFalse(registration.firstProbeReason().sentence().contains("10.1.2.3"));
    }

    @Test
    void aThrottledFirstProbeLeavesTheNewListingOk() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.", throttled());

        assertEquals(ProbeVerdict.INCONCLUSIVE, registration.firstProbe());
        assertEquals(CheckStatus.OK, fixture.stored(idOf(registration)).health().lastCheckStatus());
    }

    @Test
    void aFirstProbeTheProberCouldNotAttemptLeavesTheNewListingOkAndDueSoon() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.", notAttempted());

        assertEquals(ProbeVerdict.INCONCLUSIVE, registration.firstProbe());
        assertEquals(CheckStatus.OK, fixture.stored(idOf(registration)).health().lastCheckStatus());
        assertEquals(START.plusSeconds(60), fixture.stored(idOf(registration)).health().nextProbeAt());
    }

    @Test
    void anInvalidRegistrationStoresNothing() {
        Refusals.of(() -> fixture.register(Registrations.mcpServer().withName("")));

        assertEquals(List.of(), fixture.store.findPage(null, 10));
        assertEquals(List.of(), fixture.found(""));
    }

    @Test
    void anInvalidRegistrationProbesNothing() {
        Refusals.of(() -> fixture.register(Registrations.mcpServer().withMcpDocUrl("ftp://example.com/mcp.json")));

        assertEquals(0, fixture.prober.calls());
    }

    @Test
    void theRegistrationsTextNeverRevealsTheKey() {
        Registration registration = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertFalse(registration.toString().contains(registration.apiKey().value()));
    }
}
