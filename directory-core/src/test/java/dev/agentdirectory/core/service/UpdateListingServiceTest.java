package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.service.DirectoryFixture.urlOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.Tags;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.testing.Refusals;
import dev.agentdirectory.core.testing.ScriptedProber;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class UpdateListingServiceTest {

    private final DirectoryFixture fixture = new DirectoryFixture();
    private final Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

    private Listing update(UpdateCommand command) {
        return fixture.directory.updates().update(idOf(weather), weather.apiKey().value(), command);
    }

    private Listing stored() {
        return fixture.stored(idOf(weather));
    }

    @Test
    void anUpdateChangesOnlyTheSuppliedFields() {
        update(UpdateCommand.nothing().withDescription("Daily forecasts."));

        ListingDetails before = weather.listing().details();
        assertEquals(new ListingDetails(before.name(), "Daily forecasts.", before.url(), null, before.tags(), null),
                stored().details());
    }

    @Test
    void anUpdateAnswersTheWholeUpdatedListing() {
        Listing updated = update(UpdateCommand.nothing().withTags(List.of("Forecast")));

        assertEquals(stored(), updated);
        assertEquals(new Tags(List.of("forecast")), updated.details().tags());
    }

    @Test
    void aRenamedListingIsFoundUnderItsNewNameAtOnce() {
        update(UpdateCommand.nothing().withName("Tide tables"));

        assertEquals(List.of(idOf(weather)), fixture.found("tide"));
    }

    @Test
    void aRenamedListingIsNoLongerFoundUnderItsOldName() {
        update(UpdateCommand.nothing().withName("Tide tables"));

        assertEquals(List.of(), fixture.found("weather"));
    }

    @Test
    void aWrongKeyIsRefused() {
        assertThrows(InvalidApiKeyException.class, () -> fixture.directory.updates().update(idOf(weather),
                "asd_wrong", UpdateCommand.nothing().withName("Tide tables")));
    }

    @Test
    void aWrongKeyChangesNothing() {
        assertThrows(InvalidApiKeyException.class, () -> fixture.directory.updates().update(idOf(weather),
                "asd_wrong", UpdateCommand.nothing().withName("Tide tables")));

        assertEquals(weather.listing(), stored());
        assertEquals(List.of(idOf(weather)), fixture.found("weather"));
    }

    @Test
    void theKeyOfAnotherListingIsRefused() {
        Registration other = fixture.registerServer("Tide tables", "High and low tides.");

        assertThrows(InvalidApiKeyException.class, () -> fixture.directory.updates().update(idOf(weather),
                other.apiKey().value(), UpdateCommand.nothing().withName("Mine now")));
    }

    @Test
    void noKeyIsAMissingFieldListedWithWhatElseTheUpdateBreaksAndChangesNothing() {
        InvalidRequestException refused = assertThrows(InvalidRequestException.class, () -> fixture.directory
                .updates().update(idOf(weather), null, UpdateCommand.nothing().withName("").withDescription("Tides.")));

        assertEquals(List.of(FieldPath.of(Field.API_KEY), FieldPath.of(Field.NAME)),
                refused.violations().stream().map(Violation::path).toList());
        assertEquals("Hourly forecasts.", fixture.directory.listings().view(idOf(weather)).description());
    }

    @Test
    void anUnknownListingIsNotFound() {
        assertThrows(ListingNotFoundException.class, () -> fixture.directory.updates().update(
                new ListingId("no-such-listing"), weather.apiKey().value(), UpdateCommand.nothing()));
    }

    @Test
    void anInvalidUpdateChangesNothing() {
        Refusals.of(() -> update(UpdateCommand.nothing().withName("Tide tables").withDescription("")));

        assertEquals(weather.listing(), stored());
    }

    @Test
    void aNewUrlIsProbed() {
        String newUrl = fixture.nextUrl();

        update(UpdateCommand.nothing().withMcpDocUrl(newUrl));

        assertEquals(1, fixture.prober.callsTo(newUrl));
        assertEquals(URI.create(newUrl), stored().details().url());
    }

    @Test
    void aNewUrlThatFailsItsProbeLeavesTheListingFailing() {
        String newUrl = fixture.nextUrl();
        fixture.prober.script(newUrl, connectionRefused());

        Listing updated = update(UpdateCommand.nothing().withMcpDocUrl(newUrl));

        assertEquals(CheckStatus.UNREACHABLE, updated.health().lastCheckStatus());
        assertEquals(CheckStatus.UNREACHABLE, stored().health().lastCheckStatus());
    }

    @Test
    void theSameUrlSentAgainIsNotProbed() {
        update(UpdateCommand.nothing().withMcpDocUrl(urlOf(weather)).withName("Weather today"));

        assertEquals(1, fixture.prober.calls());
    }

    @Test
    void anUpdateWithoutAUrlIsNotProbed() {
        update(UpdateCommand.nothing().withName("Weather today"));

        assertEquals(1, fixture.prober.calls());
    }
    @Test
    void anUpdateOfOtherFieldsMadeWhileANewUrlIsProbedIsKept() {
        String moved = "https://moved.example.com/.well-known/mcp.json";
        Directory[] directory = new Directory[1];
        Prober slowToMovedUrl = url -> {
            if (url.toString().equals(moved)) {
                // The owner's other client changes the tags while the new URL's probe is under way.
                directory[0].updates().update(idOf(weather), weather.apiKey().value(),
                        UpdateCommand.nothing().withTags(List.of("tides")));
            }
            return ScriptedProber.healthy();
        };
        directory[0] = DirectoryFixture.following(Directory.builder().store(fixture.store)
                .searchIndex(new InMemorySearchIndex()).prober(slowToMovedUrl).clock(fixture.clock).build());

        Listing answered = directory[0].updates().update(idOf(weather), weather.apiKey().value(),
                UpdateCommand.nothing().withMcpDocUrl(moved));

        assertEquals(URI.create(moved), stored().details().url());
        assertEquals(new Tags(List.of("tides")), stored().details().tags(), "the tags saved during the probe");
        assertEquals(stored().details(), answered.details());
    }
}
