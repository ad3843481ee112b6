package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.SearchQuery;
import java.util.List;
import org.junit.jupiter.api.Test;

class IndexRebuildTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    private static List<ListingId> found(Directory directory, String query) {
        return directory.search().search(SearchQuery.of(query)).listings().stream().map(Listing::id).toList();
    }

    @Test
    void aFreshIndexFindsNothingBeforeItIsRebuilt() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(List.of(), found(fixture.on(new InMemorySearchIndex()), "weather"));
    }

    @Test
    void rebuildingRestoresSearchFromTheStore() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        Registration tides = fixture.registerServer("Tide tables", "High and low tides.");
        Directory restarted = fixture.on(new InMemorySearchIndex());

        restarted.rebuildSearchIndex();

        assertEquals(List.of(idOf(weather)), found(restarted, "weather"));
        assertEquals(List.of(idOf(tides)), found(restarted, "tides"));
    }

    @Test
    void rebuildingAnswersHowManyListingsItIndexed() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.registerServer("Tide tables", "High and low tides.");

        assertEquals(2, fixture.on(new InMemorySearchIndex()).rebuildSearchIndex());
    }

    @Test
    void rebuildingKeepsEachListingsStanding() {
        Registration strong = fixture.registerServer("Weather forecasts", "Hourly forecasts.", healthy(),
                connectionRefused());
        Registration weak = fixture.registerServer("City guide", "Sights, food and the weather.");
        for (int i = 0; i < 3; i++) {
            fixture.reportPastCooldown(idOf(strong));
        }
        Directory restarted = fixture.on(new InMemorySearchIndex());

        restarted.rebuildSearchIndex();

        assertEquals(List.of(idOf(weak), idOf(strong)), found(restarted, "weather"));
    }

    @Test
    void rebuildingForgetsWhatTheStoreNoLongerHas() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.store.delete(idOf(weather));

        fixture.directory.rebuildSearchIndex();

        assertEquals(0, fixture.search("").total());
    }
}
