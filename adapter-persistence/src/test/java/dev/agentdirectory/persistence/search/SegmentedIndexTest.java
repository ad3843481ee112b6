package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.port.out.ConceptEmbedder;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.core.search.SearchHits;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Bands, hiding and totals over an index of many segments, each with listings of every band: what the index's
 * per-segment shortcuts (band runs, segments without hidden listings) must not change.
 */
class SegmentedIndexTest {

    private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

    private final LuceneSearchIndex index = LuceneSearchIndex.unmerged();
    private final List<IndexedListing> visible = new ArrayList<>();

    @AfterEach
    void close() {
        index.close();
    }

    @Test
    void everyPageOfEveryBandAcrossSegmentsIsTheSameAsRankingAllAtOnce() {
        fillInSegments(12, 40);

        SearchHits all = index.search(new SearchCriteria("weather forecast", 0, 1_000, NOW));
        assertEquals(visible.size(), all.total());
        assertEquals(sortedByBand(all.hits()), all.hits());
        List<SearchHit> paged = new ArrayList<>();
        for (int offset = 0; offset < all.total(); offset += 7) {
            SearchHits page = index.search(new SearchCriteria("weather forecast", offset, 7, NOW));
            assertEquals(all.total(), page.total());
            paged.addAll(page.hits());
        }
        assertEquals(all.hits(), paged);
    }

    @Test
    void browsingAcrossSegmentsCountsAndListsOnlyVisibleListings() {
        fillInSegments(12, 40);

        SearchHits all = index.search(new SearchCriteria("", 0, 1_000, NOW));

        assertEquals(visible.size(), all.total());
        assertEquals(visible.stream().map(IndexedListing::id).sorted().toList(),
                all.hits().stream().map(hit -> hit.listing().id()).sorted().toList());
    }

    @Test
    void listingsOfOneListingSegmentsAreAllFoundByMeaning() {
        // A fresh directory's first listings: each a segment of its own, each segment quantizing its one embedding.
        List<String> texts = List.of("speech voice audio", "database sql rows", "weather forecast rain");
        for (int i = 0; i < texts.size(); i++) {
            IndexedListing listing = new IndexedListing(new PublicListing(ListingId.issue(), ServiceType.MCP_SERVER,
                    "Tool " + i, "Does things.", URI.create("https://example.com/" + i), null, List.of()),
                    DocumentText.NONE, Standing.HEALTHY, NOW, null, ConceptEmbedder.embed(texts.get(i)));
            index.apply(new IndexUpdate(List.of(listing), List.of(), new IndexMark("log", i)));
            index.search(new SearchCriteria("", 0, 1, NOW));
        }

        SearchHits found = index.search(new SearchCriteria("look up rows in our relational store", 0, 10, NOW)
                .withMeaning(ConceptEmbedder::embed));

        assertEquals(3, found.total());
        assertEquals("Tool 1", found.hits().get(0).listing().name());
    }

    /** Listings of all three bands, some hidden by now, some hidden later, one segment per round. */
    private void fillInSegments(int rounds, int perRound) {
        Random random = new Random(42);
        for (int round = 0; round < rounds; round++) {
            List<IndexedListing> puts = new ArrayList<>();
            for (int i = 0; i < perRound; i++) {
                Standing standing = Standing.values()[random.nextInt(Standing.values().length)];
                Instant hiddenFrom = standing == Standing.DEMOTED && random.nextBoolean()
                        ? NOW.plus(Duration.ofHours(random.nextInt(48) - 24)) : null;
                IndexedListing listing = listing(round, i, standing, hiddenFrom, random);
                puts.add(listing);
                if (listing.isVisibleAt(NOW)) {
                    visible.add(listing);
                }
            }
            index.apply(new IndexUpdate(puts, List.of(), new IndexMark("log", round)));
            // A search after each round makes the round's listings a segment of their own.
            index.search(new SearchCriteria("", 0, 1, NOW));
        }
    }

    private static IndexedListing listing(int round, int i, Standing standing, Instant hiddenFrom, Random random) {
        String words = random.nextBoolean() ? "weather forecast" : "weather";
        return new IndexedListing(new PublicListing(ListingId.issue(), ServiceType.MCP_SERVER,
                "Station " + round + "-" + i, "Gives the " + words + " for a city.",
                URI.create("https://example.com/" + round + "/" + i), null, List.of()), DocumentText.NONE,
                standing, NOW.minus(Duration.ofMinutes(random.nextInt(10_000))), hiddenFrom);
    }

    private static List<SearchHit> sortedByBand(List<SearchHit> hits) {
        return hits.stream().sorted(Comparator.comparing(SearchHit::standing)).toList();
    }
}
