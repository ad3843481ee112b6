package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.error.BusyException;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.core.port.out.SearchIndex;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SearchListingsServiceTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    private List<ListingId> registerWeatherStations(int count) {
        return IntStream.rangeClosed(1, count)
                .mapToObj(i -> idOf(fixture.registerServer("Weather station " + i, "Readings from station " + i)))
                .toList();
    }

    private SearchResult page(String query, int limit, int offset) {
        return fixture.directory.search().search(new SearchQuery(query, limit, offset));
    }

    private static List<ListingId> ids(SearchResult result) {
        return result.hits().stream().map(hit -> hit.listing().id()).toList();
    }

    @Test
    void aPageHoldsAtMostLimitListingsAndTheTrueTotal() {
        registerWeatherStations(7);

        SearchResult result = page("weather", 3, 0);

        assertEquals(3, result.hits().size());
        assertEquals(7, result.total());
        assertEquals(3, result.limit());
        assertEquals(0, result.offset());
    }

    @Test
    void pagesNeitherOverlapNorSkip() {
        List<ListingId> stations = registerWeatherStations(7);

        List<ListingId> paged = new ArrayList<>();
        for (int offset = 0; offset < 7; offset += 3) {
            paged.addAll(ids(page("weather", 3, offset)));
        }

        assertEquals(7, paged.size());
        assertEquals(new HashSet<>(stations), new HashSet<>(paged));
    }

    @Test
    void theLastPageHoldsWhatIsLeft() {
        registerWeatherStations(7);

        assertEquals(1, page("weather", 3, 6).hits().size());
    }

    @Test
    void anOffsetPastTheEndGivesAnEmptyPageWithTheTrueTotal() {
        registerWeatherStations(7);

        SearchResult result = page("weather", 3, 1_000_000);

        assertEquals(List.of(), result.hits());
        assertEquals(7, result.total());
    }

    @Test
    void aSearchWithoutLimitAnswersTenListings() {
        registerWeatherStations(12);

        SearchResult result = fixture.search("weather");

        assertEquals(10, result.hits().size());
        assertEquals(12, result.total());
        assertEquals(10, result.limit());
    }

    @Test
    void anEmptyQueryBrowsesEveryListingNewestFirst() {
        Registration older = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.clock.advance(Duration.ofMinutes(1));
        Registration newer = fixture.registerServer("Tide tables", "High and low tides.");

        assertEquals(List.of(idOf(newer), idOf(older)), fixture.found(""));
    }

    @Test
    void browsingListsHealthyListingsFirst() {
        Registration healthy = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.clock.advance(Duration.ofMinutes(1));
        Registration failing = fixture.registerServer("Tide tables", "High and low tides.", connectionRefused());

        assertEquals(List.of(idOf(healthy), idOf(failing)), fixture.found(""));
    }

    @Test
    void aListingWhoseLatestProbeFailedRanksBelowAHealthyListingThatMatchesWorse() {
        Registration failing = fixture.registerServer("Weather forecasts", "Hourly forecasts.",
                connectionRefused());
        Registration healthy = fixture.registerServer("City guide", "Sights, food and the weather.");

        assertEquals(List.of(idOf(healthy), idOf(failing)), fixture.found("weather"));
    }

    @Test
    void aQueryThatMatchesNothingFindsNothing() {
        registerWeatherStations(2);

        SearchResult result = fixture.search("zebra");

        assertEquals(List.of(), result.hits());
        assertEquals(0, result.total());
    }

    @Test
    void anInvalidSearchIsRefused() {
        assertThrows(InvalidRequestException.class, () -> page("weather", 26, 0));
    }
    @Test
    void aPagePastTheFirstTenThousandResultsIsRefusedAsBusyWhileAnotherIsRanked() {
        List<BusyException> refused = new ArrayList<>();
        Directory[] directory = new Directory[1];
        InMemorySearchIndex index = new InMemorySearchIndex();
        SearchIndex askingAgain = (SearchIndex) Proxy.newProxyInstance(SearchIndex.class.getClassLoader(),
                new Class<?>[] {SearchIndex.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("search") && refused.isEmpty()) {
                        refused.add(assertThrows(BusyException.class, () -> directory[0].search()
                                .search(new SearchQuery("weather", 10, 20_000))));
                        directory[0].search().search(new SearchQuery("weather", 10, 0));
                    }
                    try {
                        return method.invoke(index, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        directory[0] = DirectoryFixture.following(fixture.on(askingAgain));

        SearchResult deep = directory[0].search().search(new SearchQuery("weather", 10, 10_000));

        assertEquals(1, refused.size(), "the second deep page, asked for while the first was ranked");
        assertEquals(List.of(), deep.hits());
    }
}
