package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.core.search.SearchHits;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The field's vocabulary, as data: a query word also finds the words its entry relates to it, for less. */
class SearchVocabularyTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");
    private static final SearchVocabulary CHAT = SearchVocabulary.of(List.of(
            "# words for chat",
            "chat > slack discord",
            "",
            "database = db   # the same"));

    @TempDir
    Path folder;

    private static String stem(String word) {
        return QueryWord.of(word, 1).get(0).stem();
    }

    private static List<String> related(SearchVocabulary vocabulary, String word) {
        return vocabulary.relatedTo(stem(word));
    }

    @Test
    void aBroaderWordFindsItsNarrowerWordsAndNotTheReverse() {
        assertEquals(List.of(stem("slack"), stem("discord")), related(CHAT, "chat"));
        assertEquals(List.of(), related(CHAT, "slack"));
    }

    @Test
    void wordsThatMeanTheSameFindEachOtherInAnyForm() {
        assertEquals(List.of(stem("db")), related(CHAT, "databases"));
        assertEquals(List.of(stem("database")), related(CHAT, "DB"));
    }

    @Test
    void aLineOfNeitherKindIsRefusedWithItsNumber() {
        for (String line : List.of("chat slack", "chat > ", "chat slack > discord", "chat > slack = discord", "db =")) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> SearchVocabulary.of(List.of("# first", line)));
            assertTrue(refused.getMessage().contains("line 2"), refused.getMessage());
        }
    }

    @Test
    void noWordFindsMoreThanTheCap() {
        StringBuilder line = new StringBuilder("tool >");
        for (int i = 0; i < 40; i++) {
            line.append(" word").append((char) ('a' + i % 26)).append((char) ('a' + i / 26));
        }
        assertEquals(SearchVocabulary.MAX_RELATED, related(SearchVocabulary.of(List.of(line.toString())), "tool").size());
    }

    @Test
    void aDeploymentReadsItsVocabularyFromAFile() throws IOException {
        Path file = Files.writeString(folder.resolve("vocabulary.txt"), "weather > meteo\n# none\n");

        assertEquals(List.of(stem("meteo")), related(SearchVocabulary.read(file), "weather"));
    }

    @Test
    void theSampleVocabularyReads() {
        SearchVocabulary sample = SearchVocabulary.read(Path.of("..", "deploy", "search-vocabulary.txt"));

        assertTrue(related(sample, "chat").contains(stem("slack")));
        assertTrue(related(sample, "db").contains(stem("database")));
    }

    @Test
    void aQueryFindsListingsByRelatedWordsBelowListingsWithTheWordItself() {
        try (LuceneSearchIndex index = LuceneSearchIndex.inMemory(RelevanceWeights.DEFAULT, CHAT)) {
            index.apply(new IndexUpdate(List.of(listing("slack", "Slack bridge", "Posts to channels."),
                    listing("chat", "Chat relay", "Posts to channels."),
                    listing("calendar", "Calendar", "Plans meetings.")), List.of(), new IndexMark("log", 1)));

            SearchHits hits = index.search(new SearchCriteria("chat", 0, 10, NOW));

            assertEquals(List.of("chat", "slack"), ids(hits));
            assertEquals(2, hits.total());
            assertEquals(List.of("slack"), ids(index.search(new SearchCriteria("slack", 0, 10, NOW))));
        }
    }

    @Test
    void withoutAVocabularyOnlyTheWordItselfIsFound() {
        try (LuceneSearchIndex index = LuceneSearchIndex.inMemory(RelevanceWeights.DEFAULT, SearchVocabulary.NONE)) {
            index.apply(new IndexUpdate(List.of(listing("slack", "Slack bridge", "Posts to channels.")), List.of(),
                    new IndexMark("log", 1)));

            assertEquals(List.of(), ids(index.search(new SearchCriteria("chat", 0, 10, NOW))));
        }
    }

    private static IndexedListing listing(String id, String name, String description) {
        return new IndexedListing(new PublicListing(new ListingId(id), ServiceType.MCP_SERVER, name, description,
                URI.create("https://" + id + ".example/mcp.json"), null, List.of()), DocumentText.NONE,
                Standing.HEALTHY, NOW.minusSeconds(60), null);
    }

    private static List<String> ids(SearchHits hits) {
        return hits.hits().stream().map(SearchHit::listing).map(listing -> listing.id().value()).toList();
    }
}
