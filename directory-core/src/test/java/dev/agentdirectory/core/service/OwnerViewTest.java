package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.START;
import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.answer;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static dev.agentdirectory.core.testing.ScriptedProber.throttled;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.port.in.OwnedListing;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class OwnerViewTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    private Registration register(ProbeObservation... observations) {
        return fixture.registerServer("Weather forecasts", "Hourly forecasts.", observations);
    }

    private OwnedListing ownerView(Registration registration) {
        return fixture.directory.listings().viewAsOwner(idOf(registration), registration.apiKey().value());
    }

    @Test
    void theOwnerSeesThePublicListingWithTheStatusTimeAndReasonOfTheFirstProbe() {
        Registration weather = register(answer(404, "Not found"));

        OwnedListing view = ownerView(weather);

        assertEquals(PublicListing.of(weather.listing()), view.listing());
        assertEquals(CheckStatus.UNREACHABLE, view.health().lastCheckStatus());
        assertEquals(START, view.health().lastProbeAt());
        assertEquals(ProbeReason.httpStatus(404), view.health().lastProbeReason());
        assertEquals(1, view.health().consecutiveFailures());
        assertNull(view.health().lastOkAt());
    }

    @Test
    void theOwnerSeesTheReasonOfTheLatestProbeAndWhenItRan() {
        Registration weather = register(healthy(), connectionRefused());

        fixture.reportPastCooldown(idOf(weather));
        OwnedListing view = ownerView(weather);

        assertEquals(ProbeReason.of(ProbeReasonKind.CONNECTION_FAILED), view.health().lastProbeReason());
        assertEquals(fixture.clock.instant(), view.health().lastProbeAt());
        assertEquals(START, view.health().lastOkAt());
    }

    @Test
    void aThrottledProbeIsTheLatestReasonWhileTheStatusBeforeItStands() {
        Registration weather = register(connectionRefused(), throttled());

        fixture.reportPastCooldown(idOf(weather));
        OwnedListing view = ownerView(weather);

        assertEquals(CheckStatus.UNREACHABLE, view.health().lastCheckStatus());
        assertEquals(new ProbeReason(ProbeReasonKind.THROTTLED, 429), view.health().lastProbeReason());
    }

    @Test
    void theOwnerSeesTheReportCounters() {
        Registration weather = register(healthy(), connectionRefused());
        fixture.report(idOf(weather));
        fixture.reportPastCooldown(idOf(weather));

        assertEquals(new ReportCounters(2, 1), ownerView(weather).reports());
    }

    @Test
    void aHealthyListingIsNeitherDemotedNorHidden() {
        OwnedListing view = ownerView(register());

        assertFalse(view.demoted());
        assertFalse(view.hidden());
    }

    @Test
    void aListingFailingThreeTimesInARowIsDemotedButNotYetHidden() {
        Registration weather = register(connectionRefused());
        fixture.reportPastCooldown(idOf(weather));
        fixture.reportPastCooldown(idOf(weather));

        OwnedListing view = ownerView(weather);

        assertEquals(3, view.health().consecutiveFailures());
        assertTrue(view.demoted());
        assertFalse(view.hidden());
    }

    @Test
    void aDemotedListingFailingForSevenDaysIsHiddenFromSearchAndStillShownToItsOwner() {
        Registration weather = register(connectionRefused());
        fixture.reportPastCooldown(idOf(weather));
        fixture.reportPastCooldown(idOf(weather));
        fixture.clock.advance(Duration.ofDays(7));

        OwnedListing view = ownerView(weather);

        assertTrue(view.hidden());
        assertFalse(fixture.found("weather").contains(idOf(weather)));
    }

    @Test
    void anotherListingsKeyOpensNoOwnerView() {
        Registration weather = register();
        Registration other = register();

        assertThrows(InvalidApiKeyException.class,
                () -> fixture.directory.listings().viewAsOwner(idOf(weather), other.apiKey().value()));
        assertThrows(InvalidApiKeyException.class,
                () -> fixture.directory.listings().viewAsOwner(idOf(weather), ""));
    }

    @Test
    void anUnknownIdIsNotFoundWhateverTheKey() {
        Registration weather = register();

        assertThrows(ListingNotFoundException.class, () -> fixture.directory.listings()
                .viewAsOwner(new ListingId("00000000-0000-4000-8000-000000000000"), weather.apiKey().value()));
    }
}
