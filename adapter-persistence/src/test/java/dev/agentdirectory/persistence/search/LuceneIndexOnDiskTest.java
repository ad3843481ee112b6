package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.change.LoggedEntry;
import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.FieldInfos;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An index on disk keeps its listings and its mark across a restart, so the restart resumes instead of rebuilding. */
class LuceneIndexOnDiskTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    @TempDir
    Path folder;

    private static IndexedListing listing(String id, String name) {
        return new IndexedListing(new PublicListing(new ListingId(id), ServiceType.MCP_SERVER, name, "Forecasts.",
                URI.create("https://" + id + ".example/mcp.json"), null, List.of("weather")),
                new DocumentText("get forecast. Forecasts by city."), Standing.HEALTHY, NOW.minusSeconds(60), null);
    }

    private static int found(LuceneSearchIndex index, String text) {
        return index.search(new SearchCriteria(text, 0, 10, NOW)).total();
    }

    // The entry read at the mark's position: the deregistration of b, logged at a time with microseconds.
    private static final IndexMark MARK_WITH_ITS_ENTRY = new IndexMark("log-1", 3,
            new LoggedEntry(new ListingId("b"), Instant.parse("2026-11-28T10:15:30.123456Z")));

    @Test
    void aReopenedIndexHasItsListingsAndTheMarkOfItsLastCommit() {
        try (LuceneSearchIndex index = LuceneSearchIndex.open(folder)) {
            assertEquals(Optional.empty(), index.mark());
            index.apply(new IndexUpdate(List.of(listing("a", "Weather"), listing("b", "Radar")), List.of(),
                    new IndexMark("log-1", 2)));
            index.commit();
            index.apply(new IndexUpdate(List.of(), List.of(new ListingId("b")), MARK_WITH_ITS_ENTRY));
        }

        try (LuceneSearchIndex reopened = LuceneSearchIndex.open(folder)) {
            assertEquals(Optional.of(MARK_WITH_ITS_ENTRY), reopened.mark(), "closing commits");
            assertEquals(1, found(reopened, "weather"));
            assertEquals(0, found(reopened, "radar"));
        }
    }

    /** An index of two listings and a mark, committed and closed, whose files {@code damage} then changes. */
    private void damagedIndex(Damage damage) throws IOException {
        try (LuceneSearchIndex index = LuceneSearchIndex.open(folder)) {
            index.apply(new IndexUpdate(List.of(listing("a", "Weather"), listing("b", "Radar")), List.of(),
                    new IndexMark("log-1", 2)));
        }
        try (var files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                damage.of(file);
            }
        }
    }

    @FunctionalInterface
    private interface Damage {
        void of(Path file) throws IOException;
    }

    private static void overwritten(Path file) throws IOException {
        if (!file.getFileName().toString().equals("write.lock")) {
            byte[] bytes = Files.readAllBytes(file);
            Arrays.fill(bytes, bytes.length / 2, bytes.length, (byte) 0x5a);
            Files.write(file, bytes);
        }
    }

    private static void segmentDataLost(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (name.endsWith(".cfs") || name.endsWith(".doc") || name.endsWith(".tim")) {
            Files.delete(file);
        }
    }

    @Test
    void anIndexWhoseFilesWereDamagedIsStartedAfreshToBeBuiltFromTheStore() throws IOException {
        for (Damage damage : List.<Damage>of(LuceneIndexOnDiskTest::overwritten,
                LuceneIndexOnDiskTest::segmentDataLost)) {
            damagedIndex(damage);

            try (LuceneSearchIndex reopened = LuceneSearchIndex.open(folder)) {
                assertEquals(Optional.empty(), reopened.mark(), "no mark: the follower builds it from the store");
                assertEquals(0, reopened.size());
                reopened.apply(new IndexUpdate(List.of(listing("a", "Weather")), List.of(),
                        new IndexMark("log-1", 1)));
                assertEquals(1, found(reopened, "weather"));
            }
            try (LuceneSearchIndex again = LuceneSearchIndex.open(folder)) {
                assertEquals(Optional.of(new IndexMark("log-1", 1)), again.mark(), "the fresh index is kept");
            }
            try (var files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    Files.delete(file);
                }
            }
        }
    }

    @Test
    void listingsWrittenOneAtATimeWithSearchesBetweenEndInFewSegments() throws Exception {
        try (LuceneSearchIndex index = LuceneSearchIndex.open(folder)) {
            for (int written = 1; written <= 60; written++) {
                index.apply(new IndexUpdate(List.of(listing("l" + written, "Weather")), List.of(),
                        new IndexMark("log-1", written)));
                // Each search after a write flushes that write as a segment of its own.
                assertEquals(written, found(index, "weather"));
            }

            // Merges run in the background and one may enable the next: the count is read once they settle, while
            // the index is open (a closing writer finishes the merges under way but starts no new ones). Lucene's
            // default merge policy settles at six segments here; this one at two, or three when the smallest two
            // are too unequal to be worth merging (see ReadMostlyMerges).
            assertTrue(settlesAtMost(3, index), index.searchedSegments() + " segments searched");
        }
    }

    /** Whether the segments searched come down to {@code segments} or fewer within ten seconds of commits. */
    private static boolean settlesAtMost(int segments, LuceneSearchIndex index) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (index.searchedSegments() > segments && System.nanoTime() < deadline) {
            Thread.sleep(20);
            index.commit();
        }
        return index.searchedSegments() <= segments;
    }

    @Test
    void anIndexLeftInManySegmentsIsMergedAndSearchedMergedWithoutAWrite() throws Exception {
        Directory directory = new ByteBuffersDirectory();
        try (LuceneSearchIndex unmerged = LuceneSearchIndex.on(directory, NoMergePolicy.INSTANCE)) {
            for (int written = 1; written <= 12; written++) {
                unmerged.apply(new IndexUpdate(List.of(listing("l" + written, "Weather")), List.of(),
                        new IndexMark("log-1", written)));
                found(unmerged, "weather");
            }
            assertEquals(12, unmerged.searchedSegments());
        }

        try (LuceneSearchIndex index = LuceneSearchIndex.on(directory)) {
            assertTrue(settlesAtMost(3, index), index.searchedSegments() + " segments searched");
            assertEquals(12, found(index, "weather"));
        }
    }

    /** Builds the index as a rebuild from the store does: cleared, then page by page, then its mark. */
    private static void buildFromTheStore(LuceneSearchIndex index) throws IOException {
        index.clear();
        // Two pages in two segments: few enough that the merge policy alone would leave them apart.
        for (int page = 0; page < 2; page++) {
            index.apply(new IndexUpdate(List.of(listing("a" + page, "Weather"), listing("b" + page, "Radar")),
                    List.of(), null));
            found(index, "weather");
        }
        index.apply(new IndexUpdate(List.of(), List.of(), new IndexMark("log-1", 4)));
    }

    @Test
    void anIndexBuiltFromTheStoreIsMergedIntoOneSegment() throws Exception {
        try (LuceneSearchIndex index = LuceneSearchIndex.on(new ByteBuffersDirectory())) {
            buildFromTheStore(index);

            assertTrue(settlesAtMost(1, index), index.searchedSegments() + " segments searched");
            assertEquals(2, found(index, "radar"));
        }
    }

    @Test
    void anIndexBuiltFromTheStoreIsMergingUntilItIsOneSegment() throws Exception {
        try (LuceneSearchIndex index = LuceneSearchIndex.on(new ByteBuffersDirectory())) {
            buildFromTheStore(index);

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (index.merging() && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertFalse(index.merging(), "still merging after 10 s");
            index.commit();
            assertEquals(1, index.searchedSegments());
        }
    }

    @Test
    void theTextFieldsKeepWhatRankingUsesAndNoWordPositions() throws IOException {
        try (LuceneSearchIndex index = LuceneSearchIndex.open(folder)) {
            index.apply(new IndexUpdate(List.of(listing("a", "Weather")), List.of(), new IndexMark("log-1", 1)));
        }

        try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(folder))) {
            FieldInfos fields = FieldInfos.getMergedFieldInfos(reader);
            for (ListingText text : ListingText.values()) {
                for (String field : List.of(text.stemmed(), text.plain())) {
                    FieldInfo info = fields.fieldInfo(field);
                    assertEquals(IndexOptions.DOCS_AND_FREQS, info.getIndexOptions(), field);
                    assertTrue(info.hasNorms(), field + " keeps its lengths, for BM25");
                }
            }
        }
    }

    @Test
    void anIndexClearedForARebuildHasNoMarkAfterARestart() {
        try (LuceneSearchIndex index = LuceneSearchIndex.open(folder)) {
            index.apply(new IndexUpdate(List.of(listing("a", "Weather")), List.of(), new IndexMark("log-1", 1)));
            index.commit();
            index.clear();
            index.apply(new IndexUpdate(List.of(listing("b", "Radar")), List.of(), null));
        }

        try (LuceneSearchIndex reopened = LuceneSearchIndex.open(folder)) {
            assertEquals(Optional.empty(), reopened.mark(), "an interrupted rebuild is started again");
        }
    }

    @Test
    void anUpdateDoesNotWaitForACommitsDiskSyncAndTheCommitsMarkNeverRunsAheadOfItsListings() throws Exception {
        CountDownLatch syncing = new CountDownLatch(1);
        CountDownLatch diskDone = new CountDownLatch(1);
        FilterDirectory slowDisk = new FilterDirectory(FSDirectory.open(folder)) {
            @Override
            public void sync(Collection<String> names) throws IOException {
                // The listings' files: Lucene syncs the small file naming them while refreshes wait, but not these.
                if (names.stream().anyMatch(name -> name.startsWith("pending_segments"))) {
                    super.sync(names);
                    return;
                }
                syncing.countDown();
                try {
                    diskDone.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                super.sync(names);
            }
        };
        try (LuceneSearchIndex index = LuceneSearchIndex.on(slowDisk)) {
            index.apply(new IndexUpdate(List.of(listing("a", "Weather")), List.of(), new IndexMark("log-1", 1)));
            CompletableFuture<Void> commit = CompletableFuture.runAsync(index::commit);
            assertTrue(syncing.await(10, TimeUnit.SECONDS), "the commit reached its disk sync");

            CompletableFuture<Void> update = CompletableFuture.runAsync(() -> index.apply(
                    new IndexUpdate(List.of(listing("b", "Radar")), List.of(), new IndexMark("log-1", 2))));
            update.get(5, TimeUnit.SECONDS);
            assertEquals(1, found(index, "radar"), "applied and searchable while the commit still syncs");

            diskDone.countDown();
            commit.get(10, TimeUnit.SECONDS);
            try (DirectoryReader committed = DirectoryReader.open(FSDirectory.open(folder))) {
                assertEquals("1", committed.getIndexCommit().getUserData().get("position"), "the mark when it began");
                assertEquals(1, committed.docFreq(new Term(ListingDocument.ID, "a")), "holds what its mark says");
            }
        }
    }

    @Test
    void anIndexWhoseDiskFilledUpAnswersFromWhatItHadAndReopensAtItsLastCommitOnceItCanWrite() throws Exception {
        FullDisk disk = new FullDisk(FSDirectory.open(folder));
        try (LuceneSearchIndex index = LuceneSearchIndex.on(disk)) {
            index.apply(new IndexUpdate(List.of(listing("a", "Weather")), List.of(), new IndexMark("log-1", 1)));
            index.commit();
            index.apply(new IndexUpdate(List.of(listing("b", "Weather radar")), List.of(), new IndexMark("log-1", 2)));
            assertEquals(2, found(index, "weather"));

            index.apply(new IndexUpdate(List.of(listing("c", "Weather alerts")), List.of(), new IndexMark("log-1", 3)));
            disk.full = true;
            assertEquals(2, found(index, "weather"), "its segment could not be written: the last searcher answers");
            assertThrows(RuntimeException.class, () -> index.apply(new IndexUpdate(List.of(listing("d", "Tides")),
                    List.of(), new IndexMark("log-1", 4))), "the writer closed itself");
            index.commit();

            disk.full = false;
            assertEquals(Optional.of(new IndexMark("log-1", 1)), index.mark(), "reopened at its last commit");
            assertEquals(1, found(index, "weather"), "what the last commit held");
            index.apply(new IndexUpdate(List.of(listing("b", "Weather radar"), listing("c", "Weather alerts")),
                    List.of(), new IndexMark("log-1", 3)));
            assertEquals(3, found(index, "weather"));
            index.commit();
        }
        try (LuceneSearchIndex reopened = LuceneSearchIndex.on(FSDirectory.open(folder))) {
            assertEquals(Optional.of(new IndexMark("log-1", 3)), reopened.mark());
            assertEquals(3, found(reopened, "weather"));
        }
    }

    /** A folder on a disk that can be made full: every file written while it is, fails. */
    private static final class FullDisk extends FilterDirectory {

        private volatile boolean full;

        FullDisk(Directory disk) {
            super(disk);
        }

        @Override
        public IndexOutput createOutput(String name, IOContext context) throws IOException {
            if (full) {
                throw new IOException("No space left on device");
            }
            return super.createOutput(name, context);
        }

        @Override
        public IndexOutput createTempOutput(String prefix, String suffix, IOContext context) throws IOException {
            if (full) {
                throw new IOException("No space left on device");
            }
            return super.createTempOutput(prefix, suffix, context);
        }
    }
}
