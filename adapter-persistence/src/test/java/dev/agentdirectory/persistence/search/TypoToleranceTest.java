package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A query word no listing contains finds the listings with words a typo or two from it, and no more than needed. */
class TypoToleranceTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    private final LuceneSearchIndex index = LuceneSearchIndex.inMemory();

    @AfterEach
    void close() {
        index.close();
    }

    private void register(String id, String name) {
        index.apply(new IndexUpdate(List.of(new IndexedListing(new PublicListing(new ListingId(id),
                ServiceType.MCP_SERVER, name, "A service.", URI.create("https://" + id + ".example/mcp.json"), null,
                List.of()), DocumentText.NONE, Standing.HEALTHY, NOW.minusSeconds(60), null)), List.of(),
                new IndexMark("log", 1)));
    }

    private List<String> found(String text) {
        return index.search(new SearchCriteria(text, 0, 10, NOW)).hits().stream()
                .map(SearchHit::listing).map(listing -> listing.id().value()).toList();
    }

    /** The text a query searched by meaning is embedded as. */
    private String spelledForMeaning(String text) {
        List<String> spelled = new ArrayList<>();
        index.search(new SearchCriteria(text, 0, 10, NOW).withMeaning(asSpelled -> {
            spelled.add(asSpelled);
            return Embedding.NONE;
        }));
        return spelled.get(0);
    }

    @Test
    void lettersAnAgentWouldTypeAsTwoAreMatchedAsThoseTwo() {
        register("street", "Straße Finder");
        register("wiki", "Encyclopædia Search");

        assertEquals(List.of("street"), found("strasse"));
        assertEquals(List.of("street"), found("STRASSE finder"));
        assertEquals(List.of("wiki"), found("encyclopaedia"));
    }

    @Test
    void aQuerySearchedByMeaningIsEmbeddedWithEachMisspeltWordAsTheListingsSpellIt() {
        register("k8s", "Kubernetes");
        register("weather", "Weather Forecasts");

        assertEquals("show kubernetes pod logs and weather", spelledForMeaning("show Kubrnetes pod logs and wether"));
    }

    @Test
    void aWordNoListingIsNearIsEmbeddedAsTyped() {
        register("weather", "Weather");

        assertEquals("do I need an umbrella in Seattle", spelledForMeaning("do I need an umbrella in Seattle"));
    }

    @Test
    void aWordOneTypoAwayIsFound() {
        register("weather", "Weather");

        assertEquals(List.of("weather"), found("wether"));
    }

    @Test
    void aLongWordTwoTyposAwayIsFoundWhenNoWordIsOneAway() {
        register("search", "Elasticsearch");

        assertEquals(List.of("search"), found("elastcsearh"));
    }

    @Test
    void wordsTwoTyposAwayAreLeftOutWhenAWordIsOneAway() {
        register("calendar", "Calendar");
        register("cylinder", "Cylinder");

        // "calender" is one edit from "calendar" and two from "cylinder".
        assertEquals(List.of("calendar"), found("calender"));
    }

    @Test
    void aWordUnderEightLettersIsAllowedOneTypoOnly() {
        register("music", "Spotify");

        assertEquals(List.of("music"), found("spotfy"));
        assertEquals(List.of(), found("sptfy"));
    }
}
