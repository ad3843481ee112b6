package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.UpdateCommand;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeregisterListingServiceTest {

    private final DirectoryFixture fixture = new DirectoryFixture();
    private final Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

    private void deregister(String key) {
        fixture.directory.deregistration().deregister(idOf(weather), key);
    }

    @Test
    void aDeregisteredListingLeavesSearchAtOnce() {
        deregister(weather.apiKey().value());

        assertEquals(List.of(), fixture.found("weather"));
        assertEquals(0, fixture.search("").total());
    }

    @Test
    void aDeregisteredListingLeavesTheStore() {
        deregister(weather.apiKey().value());

        assertTrue(fixture.store.findById(idOf(weather)).isEmpty());
    }

    @Test
    void aSecondDeregistrationIsNotFound() {
        deregister(weather.apiKey().value());

        assertThrows(ListingNotFoundException.class, () -> deregister(weather.apiKey().value()));
    }

    @Test
    void theKeyOfADeregisteredListingNoLongerUpdatesIt() {
        deregister(weather.apiKey().value());

        assertThrows(ListingNotFoundException.class, () -> fixture.directory.updates().update(idOf(weather),
                weather.apiKey().value(), UpdateCommand.nothing().withName("Back again")));
    }

    @Test
    void aDeregisteredListingCanNoLongerBeReported() {
        deregister(weather.apiKey().value());

        assertThrows(ListingNotFoundException.class, () -> fixture.report(idOf(weather)));
    }

    @Test
    void aWrongKeyIsRefused() {
        assertThrows(InvalidApiKeyException.class, () -> deregister("asd_wrong"));
    }

    @Test
    void noKeyAtAllIsAnInvalidRequestAsForAnUpdate() {
        InvalidRequestException invalid = assertThrows(InvalidRequestException.class, () -> deregister(null));

        assertEquals(List.of(Field.API_KEY), invalid.violations().stream().map(Violation::field).toList());
        assertEquals(ViolationKind.REQUIRED, invalid.violations().get(0).kind());
        assertThrows(InvalidRequestException.class,
                () -> fixture.directory.listings().viewAsOwner(idOf(weather), null));
    }

    @Test
    void aWrongKeyRemovesNothing() {
        assertThrows(InvalidApiKeyException.class, () -> deregister("asd_wrong"));

        assertEquals(List.of(idOf(weather)), fixture.found("weather"));
    }

    @Test
    void anUnknownListingIsNotFound() {
        assertThrows(ListingNotFoundException.class, () -> fixture.directory.deregistration()
                .deregister(new ListingId("no-such-listing"), weather.apiKey().value()));
    }

    @Test
    void deregisteringOneListingLeavesTheOthers() {
        Registration other = fixture.registerServer("Weather maps", "Radar maps.");

        deregister(weather.apiKey().value());

        assertEquals(List.of(idOf(other)), fixture.found("weather"));
    }
}
