package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.Registration;
import org.junit.jupiter.api.Test;

class ViewListingServiceTest {

    private final DirectoryFixture fixture = new DirectoryFixture();
    private final Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

    @Test
    void aListingIsViewedByItsId() {
        assertEquals("Weather forecasts", fixture.directory.listings().view(idOf(weather)).name());
    }

    @Test
    void aDeregisteredListingCannotBeViewed() {
        fixture.directory.deregistration().deregister(idOf(weather), weather.apiKey().value());

        assertThrows(ListingNotFoundException.class, () -> fixture.directory.listings().view(idOf(weather)));
    }

    @Test
    void anIdTheDirectoryNeverIssuedIsNotFound() {
        assertThrows(ListingNotFoundException.class,
                () -> fixture.directory.listings().view(new ListingId("../../etc/passwd")));
    }
}
