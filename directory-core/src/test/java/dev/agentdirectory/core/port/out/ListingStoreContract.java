package dev.agentdirectory.core.port.out;

import static dev.agentdirectory.core.port.out.Listings.T0;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.PositionRange;
import dev.agentdirectory.core.change.PrunedTombstones;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What every {@link ListingStore} does; each implementation's test extends this class. */
public abstract class ListingStoreContract {

    private static final int THREADS = 8;

    private ListingStore store;

    /** A store with no listings in it, for one test. */
    protected abstract ListingStore store();

    @BeforeEach
    void emptyStore() {
        store = store();
    }

    @Test
    void aListingIsFoundWithEveryFieldAsInserted() {
        Listing listing = Listings.complete("complete");

        store.insert(listing);

        assertEquals(Optional.of(listing), store.findById(listing.id()));
    }

    @Test
    void aListingWithoutOptionalFieldsIsFoundWithThemStillEmpty() {
        Listing listing = Listings.minimal("minimal");

        store.insert(listing);

        assertEquals(Optional.of(listing), store.findById(listing.id()));
    }

    @Test
    void insertingASecondListingWithTheSameIdFails() {
        store.insert(Listings.minimal("twice"));

        assertThrows(RuntimeException.class, () -> store.insert(Listings.complete("twice")));
    }

    @Test
    void anUnknownIdIsNeitherFoundNorChanged() {
        ListingId unknown = new ListingId("unknown");
        store.insert(Listings.minimal("known"));

        assertEquals(Optional.empty(), store.findById(unknown));
        assertEquals(Optional.empty(), store.updateDetails(unknown, details -> Listings.otherDetails()));
        assertFalse(store.updateHealth(unknown, Listings.failingHealth()));
        assertFalse(store.updateDocument(unknown, new DocumentText("Forecasts.")));
        assertFalse(store.recordReport(unknown, true));
        assertFalse(store.delete(unknown));
        assertEquals(List.of(Listings.minimal("known").id()), ids(store.findPage(null, 100)));
    }

    @Test
    void updatingDetailsChangesTheDetailsAndKeepsHealthAndReportCounters() {
        Listing listing = Listings.complete("listing");
        store.insert(listing);

        assertEquals(Optional.of(Listings.otherDetails()),
                store.updateDetails(listing.id(), details -> Listings.otherDetails()));

        assertEquals(Optional.of(listing.withDetails(Listings.otherDetails())), store.findById(listing.id()));
    }

    @Test
    void updatingHealthChangesTheHealthAndKeepsDetailsAndReportCounters() {
        Listing listing = Listings.complete("listing");
        store.insert(listing);

        assertTrue(store.updateHealth(listing.id(), Listings.failingHealth()));

        assertEquals(Optional.of(listing.withHealth(Listings.failingHealth())), store.findById(listing.id()));
    }

    @Test
    void everyKindOfProbeReasonIsKeptWithItsHttpStatus() {
        Listing listing = Listings.minimal("reasons");
        store.insert(listing);

        for (ProbeReasonKind kind : ProbeReasonKind.values()) {
            ProbeReason reason = kind.carriesStatus() ? new ProbeReason(kind, 503) : ProbeReason.of(kind);
            assertTrue(store.updateHealth(listing.id(), Listings.failingFor(reason)));

            assertEquals(reason, store.findById(listing.id()).orElseThrow().health().lastProbeReason());
        }
    }

    @Test
    void aHealthWithoutAProbeReasonReadsBackWithoutOne() {
        Listing listing = Listings.complete("no-reason");
        store.insert(listing);

        assertTrue(store.updateHealth(listing.id(), Listings.failingFor(null)));

        assertEquals(Listings.failingFor(null), store.findById(listing.id()).orElseThrow().health());
    }

    @Test
    void reportsAreCountedAsReceivedAndSubstantiatedOnesAlsoAsSubstantiated() {
        Listing listing = Listings.minimal("reported");
        store.insert(listing);

        assertTrue(store.recordReport(listing.id(), true));
        assertTrue(store.recordReport(listing.id(), false));
        assertTrue(store.recordReport(listing.id(), true));

        assertEquals(listing.withReports(new ReportCounters(3, 2)), store.findById(listing.id()).orElseThrow());
    }

    @Test
    void deletingRemovesTheListingAndDeletingItAgainAnswersFalse() {
        Listing listing = Listings.minimal("deleted");
        store.insert(listing);

        assertTrue(store.delete(listing.id()));
        assertFalse(store.delete(listing.id()));
        assertEquals(Optional.empty(), store.findById(listing.id()));
        assertEquals(List.of(), store.findPage(null, 100));
    }

    @Test
    void findingSeveralIdsAnswersTheListingsThatExistAndSkipsUnknownIds() {
        Listing first = Listings.minimal("first");
        Listing second = Listings.complete("second");
        store.insert(first);
        store.insert(second);
        store.insert(Listings.minimal("third"));

        List<Listing> found = store.findAllById(List.of(second.id(), new ListingId("unknown"), first.id()));

        assertEquals(Set.of(first, second), new HashSet<>(found));
        assertEquals(2, found.size());
    }

    @Test
    void findingNoIdsAnswersNoListings() {
        store.insert(Listings.minimal("listing"));

        assertEquals(List.of(), store.findAllById(List.of()));
    }

    @Test
    void pagesListEveryListingOnceInIdOrder() {
        for (String id : List.of("d", "b", "e", "a", "c")) {
            store.insert(Listings.minimal(id));
        }

        assertEquals(ids("a", "b"), ids(store.findPage(null, 2)));
        assertEquals(ids("c", "d"), ids(store.findPage(new ListingId("b"), 2)));
        assertEquals(ids("e"), ids(store.findPage(new ListingId("d"), 2)));
        assertEquals(List.of(), store.findPage(new ListingId("e"), 2));
    }

    @Test
    void updatingTheDocumentChangesItAndKeepsEverythingElse() {
        Listing listing = Listings.complete("listing");
        store.insert(listing);
        DocumentText said = new DocumentText("send message. Posts to a channel, with \u00fcmlauts.");

        assertTrue(store.updateDocument(listing.id(), said));
        assertEquals(Optional.of(listing.withDocument(said)), store.findById(listing.id()));

        assertTrue(store.updateDocument(listing.id(), DocumentText.NONE));
        assertEquals(Optional.of(listing.withDocument(DocumentText.NONE)), store.findById(listing.id()));
    }

    @Test
    void aDocumentAsLongAsAllowedIsKeptWhole() {
        Listing listing = Listings.minimal("long");
        store.insert(listing);
        DocumentText longest = new DocumentText("\u00e9".repeat(DocumentText.MAX_LENGTH));

        assertTrue(store.updateDocument(listing.id(), longest));

        assertEquals(longest, store.findById(listing.id()).orElseThrow().document());
    }

    @Test
    void anEmbeddingIsKeptBitForBitWithItsModel() {
        Listing listing = Listings.minimal("embedded");
        store.insert(listing);
        Embedding embedding = ConceptEmbedder.embed("weather forecast with rain and a database");

        assertTrue(keep(listing.id(), listing.details(), embedding));

        Listing found = store.findById(listing.id()).orElseThrow();
        assertEquals(listing.withEmbedding(embedding), found);
        assertArrayEquals(embedding.vector(), found.embedding().vector());
    }

    @Test
    void aBatchOfEmbeddingsIsKeptInOneWriteSaveThoseOfATextTheListingNoLongerHas() {
        Listing kept = Listings.minimal("kept");
        Listing changed = Listings.minimal("changed");
        store.insert(kept);
        store.insert(changed);
        store.updateDetails(changed.id(), details -> Listings.otherDetails());
        Embedding embedding = ConceptEmbedder.embed("weather");

        assertEquals(1, store.keepEmbeddings(List.of(
                new ListingEmbedding(changed.id(), changed.details(), embedding),
                new ListingEmbedding(kept.id(), kept.details(), embedding),
                new ListingEmbedding(new ListingId("unknown"), kept.details(), embedding))));

        assertEquals(embedding, store.findById(kept.id()).orElseThrow().embedding());
        assertEquals(Embedding.NONE, store.findById(changed.id()).orElseThrow().embedding());
    }

    @Test
    void anEmbeddingOfATextTheListingNoLongerHasIsRefused() {
        Listing listing = Listings.minimal("raced");
        store.insert(listing);
        store.updateDetails(listing.id(), details -> Listings.otherDetails());

        assertFalse(keep(listing.id(), listing.details(), ConceptEmbedder.embed("weather")));
        assertFalse(keep(new ListingId("unknown"), listing.details(), ConceptEmbedder.embed("x")));
        assertEquals(Embedding.NONE, store.findById(listing.id()).orElseThrow().embedding());
    }

    @Test
    void newWordsDropTheEmbeddingAndAChangeElsewhereKeepsIt() {
        Listing listing = Listings.complete("words");
        store.insert(listing);
        ListingDetails sameWords = new ListingDetails(listing.details().name(), listing.details().description(),
                URI.create("https://moved.example.org/SKILL.md"), "Other requirements", listing.details().tags(),
                "someone@example.org");

        assertTrue(store.updateDetails(listing.id(), details -> sameWords).isPresent());
        assertEquals(listing.embedding(), store.findById(listing.id()).orElseThrow().embedding());

        assertTrue(store.updateDetails(listing.id(), details -> Listings.otherDetails()).isPresent());
        assertEquals(Embedding.NONE, store.findById(listing.id()).orElseThrow().embedding());
    }

    @Test
    void listingsWithoutAnEmbeddingOfTheModelAreClaimedUpToTheMaximumAndCounted() {
        for (String id : List.of("d", "b", "a", "c", "e")) {
            store.insert(Listings.minimal(id));
        }
        Listing b = store.findById(new ListingId("b")).orElseThrow();
        keep(b.id(), b.details(), ConceptEmbedder.embed("weather"));
        Listing d = store.findById(new ListingId("d")).orElseThrow();
        keep(d.id(), d.details(), Embedding.of("an-older-model", new float[] {1, 0}));

        assertEquals(4, store.countAwaitingEmbedding(ConceptEmbedder.MODEL), "all but b, d's model being another");
        assertEquals(2, store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, T0, T0.plusSeconds(60), 2).size());
        Set<ListingId> claimed = Set.copyOf(ids(store.claimAwaitingEmbedding(ConceptEmbedder.MODEL,
                T0.plusSeconds(60), T0.plusSeconds(120), 10)));
        assertTrue(claimed.containsAll(Set.of(new ListingId("a"), new ListingId("c"), new ListingId("e"))));
        assertFalse(claimed.contains(new ListingId("b")));
    }

    @Test
    void aClaimedListingIsNotClaimedAgainUntilItsLeaseHasPassed() {
        store.insert(Listings.minimal("a"));
        store.insert(Listings.minimal("b"));
        Instant leaseUntil = T0.plusSeconds(60);

        assertEquals(2, store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, T0, leaseUntil, 10).size());
        assertEquals(List.of(), store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, T0.plusSeconds(59),
                T0.plusSeconds(120), 10));
        assertEquals(Set.of(new ListingId("a"), new ListingId("b")), Set.copyOf(ids(store.claimAwaitingEmbedding(
                ConceptEmbedder.MODEL, leaseUntil, T0.plusSeconds(180), 10))));
    }

    @Test
    void claimsRacingFromSeveralThreadsNeverHandOutAListingToEmbedTwice() throws Exception {
        for (int i = 0; i < 40; i++) {
            store.insert(Listings.minimal("listing-" + i));
        }
        List<ListingId> claimed = Collections.synchronizedList(new ArrayList<>());

        inParallel(worker -> claimed.addAll(ids(store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, T0,
                T0.plusSeconds(60), 40))));

        assertEquals(40, claimed.size());
        assertEquals(40, new HashSet<>(claimed).size());
    }

    private boolean keep(ListingId id, ListingDetails embeddedFrom, Embedding embedding) {
        return store.keepEmbeddings(List.of(new ListingEmbedding(id, embeddedFrom, embedding))) == 1;
    }

    @Test
    void everyWriteThatSearchShowsIsLoggedInOrderAndReportsAreNot() {
        Listing listing = Listings.complete("logged");
        store.insert(listing);
        store.updateDetails(listing.id(), details -> Listings.otherDetails());
        store.updateHealth(listing.id(), Listings.failingHealth());
        store.recordReport(listing.id(), true);
        store.updateDocument(listing.id(), new DocumentText("Forecasts."));
        keep(listing.id(), Listings.otherDetails(), ConceptEmbedder.embed("weather"));
        store.updateDetails(new ListingId("unknown"), details -> Listings.otherDetails());

        List<ListingChange> changes = store.changeLog().after(0, 100);

        assertEquals(5, changes.size());
        for (int i = 1; i < changes.size(); i++) {
            assertTrue(changes.get(i - 1).position() < changes.get(i).position());
        }
        Listing current = store.findById(listing.id()).orElseThrow();
        changes.forEach(change -> assertEquals(Optional.of(current), change.listing()));
        assertEquals(changes.get(4).position(), store.changeLog().head());
    }

    @Test
    void aDeletionIsLoggedAsATombstone() {
        Listing listing = Listings.minimal("gone");
        store.insert(listing);
        store.delete(listing.id());

        List<ListingChange> changes = store.changeLog().after(0, 100);

        assertEquals(2, changes.size());
        assertTrue(changes.stream().allMatch(ListingChange::isDeletion));
        assertEquals(listing.id(), changes.get(1).listingId());
    }

    @Test
    void theLogTellsWhetherAListingWasLoggedAfterAPosition() {
        store.insert(Listings.minimal("a"));
        store.insert(Listings.minimal("b"));
        long firstOfA = store.changeLog().head() - 1;
        store.updateDetails(new ListingId("a"), details -> Listings.otherDetails());
        long lastOfA = store.changeLog().head();

        assertTrue(store.changeLog().loggedAfter(new ListingId("a"), firstOfA));
        assertFalse(store.changeLog().loggedAfter(new ListingId("a"), lastOfA));
        assertFalse(store.changeLog().loggedAfter(new ListingId("b"), firstOfA + 1));
        assertFalse(store.changeLog().loggedAfter(new ListingId("never"), 0));
    }

    @Test
    void changesAreReadAfterAPositionAndWithinARangeUpToTheMaximum() {
        for (String id : List.of("a", "b", "c", "d")) {
            store.insert(Listings.minimal(id));
        }
        List<ListingChange> all = store.changeLog().after(0, 100);
        long second = all.get(1).position();

        assertEquals(ids("c", "d"), changedIds(store.changeLog().after(second, 100)));
        assertEquals(ids("c"), changedIds(store.changeLog().after(second, 1)));
        assertEquals(ids("b", "c"), changedIds(store.changeLog().within(
                new PositionRange(second, all.get(2).position()), 100)));
        assertEquals(List.of(), store.changeLog().after(store.changeLog().head(), 100));
    }

    @Test
    void theLogHasAStableIdAndAClock() {
        assertFalse(store.changeLog().id().isBlank());
        assertEquals(store.changeLog().id(), store.changeLog().id());
        Instant before = Instant.now().minusSeconds(60);
        store.insert(Listings.minimal("timed"));
        Instant loggedAt = store.changeLog().after(0, 1).get(0).loggedAt();

        assertTrue(loggedAt.isAfter(before));
        assertTrue(!store.changeLog().now().isBefore(loggedAt));
        assertEquals(0, store.changeLog().lastPositionBefore(before));
        assertEquals(store.changeLog().head(), store.changeLog().lastPositionBefore(Instant.now().plusSeconds(60)));
    }

    @Test
    void compactionDropsSupersededEntriesAndOldTombstonesAndSaysHowFarTombstonesWent() {
        Listing kept = Listings.minimal("kept");
        Listing gone = Listings.minimal("gone");
        store.insert(kept);
        store.insert(gone);
        store.updateDetails(kept.id(), details -> Listings.otherDetails());
        store.delete(gone.id());
        long tombstone = store.changeLog().head();
        assertEquals(PrunedTombstones.NONE, store.changeLog().pruned());

        Instant later = store.changeLog().now().plusSeconds(60);
        store.changeLog().compact(later, store.changeLog().now().minusSeconds(3600));

        List<ListingChange> left = store.changeLog().after(0, 100);
        assertEquals(ids("kept", "gone"), changedIds(left));
        assertEquals(PrunedTombstones.NONE, store.changeLog().pruned());

        store.changeLog().compact(later, later);

        assertEquals(ids("kept"), changedIds(store.changeLog().after(0, 100)));
        assertEquals(new PrunedTombstones(tombstone, later), store.changeLog().pruned());
    }

    @Test
    void theTimeBeforeWhichTombstonesWentOnlyMovesForward() {
        Listing first = Listings.minimal("first");
        Listing second = Listings.minimal("second");
        store.insert(first);
        store.delete(first.id());
        Instant later = store.changeLog().now().plusSeconds(60);
        store.changeLog().compact(later, later);
        store.insert(second);
        store.delete(second.id());
        long tombstone = store.changeLog().head();

        store.changeLog().compact(later, later.minusSeconds(30));

        assertEquals(new PrunedTombstones(tombstone, later), store.changeLog().pruned());
    }

    @Test
    void aReaderAfterAPositionSeesEachListingAsItIsNowAndDeletedOnesAsTombstones() {
        Listing kept = Listings.minimal("kept");
        Listing gone = Listings.minimal("gone");
        store.insert(kept);
        store.insert(gone);
        long before = store.changeLog().head();
        store.updateDetails(kept.id(), details -> Listings.otherDetails());
        store.delete(gone.id());

        List<ListingChange> since = store.changeLog().after(before, 100);

        assertEquals(ids("kept", "gone"), changedIds(since));
        assertEquals(Optional.of(kept.withDetails(Listings.otherDetails())), since.get(0).listing());
        assertTrue(since.get(1).isDeletion());
        assertTrue(since.get(0).loggedAt().compareTo(since.get(1).loggedAt()) <= 0);
    }

    @Test
    void claimingAnswersOnlyDueListingsOldestFirstThenByIdUpToTheMaximum() {
        store.insert(Listings.dueAt("late", T0.plusSeconds(30)));
        store.insert(Listings.dueAt("b-same", T0.plusSeconds(10)));
        store.insert(Listings.dueAt("a-same", T0.plusSeconds(10)));
        store.insert(Listings.dueAt("oldest", T0));
        store.insert(Listings.dueAt("future", T0.plusSeconds(61)));

        List<Listing> claimed = store.claimDueForProbe(T0.plusSeconds(60), T0.plusSeconds(600), 3);

        assertEquals(List.of(new ListingId("oldest"), new ListingId("a-same"), new ListingId("b-same")),
                ids(claimed));
    }

    @Test
    void aListingDueExactlyNowIsClaimed() {
        store.insert(Listings.dueAt("now", T0));

        assertEquals(List.of(new ListingId("now")), ids(store.claimDueForProbe(T0, T0.plusSeconds(60), 10)));
    }

    @Test
    void aListingDueAtATimeWithMicrosecondsIsClaimed() {
        store.insert(Listings.dueAt("micros", T0.plusNanos(456_000)));

        assertEquals(List.of(new ListingId("micros")),
                ids(store.claimDueForProbe(T0.plusSeconds(1), T0.plusSeconds(60), 10)));
    }

    @Test
    void aSecondClaimAtTheSameTimeGetsNoneOfTheClaimedListings() {
        store.insert(Listings.dueAt("first", T0));
        store.insert(Listings.dueAt("second", T0.plusSeconds(1)));
        store.insert(Listings.dueAt("third", T0.plusSeconds(2)));
        Instant now = T0.plusSeconds(5);

        List<Listing> first = store.claimDueForProbe(now, now.plusSeconds(60), 2);
        List<Listing> second = store.claimDueForProbe(now, now.plusSeconds(60), 10);

        assertEquals(List.of(new ListingId("first"), new ListingId("second")), ids(first));
        assertEquals(List.of(new ListingId("third")), ids(second));
    }

    @Test
    void aClaimedListingIsDueAgainWhenItsLeaseHasPassed() {
        Listing listing = Listings.dueAt("leased", T0);
        store.insert(listing);
        Instant leaseUntil = T0.plusSeconds(60);

        store.claimDueForProbe(T0, leaseUntil, 10);

        assertEquals(leaseUntil, store.findById(listing.id()).orElseThrow().health().nextProbeAt());
        assertEquals(List.of(), store.claimDueForProbe(leaseUntil.minusMillis(1), T0.plusSeconds(120), 10));
        assertEquals(List.of(listing.id()), ids(store.claimDueForProbe(leaseUntil, T0.plusSeconds(120), 10)));
    }

    @Test
    void claimsRacingFromSeveralThreadsNeverHandOutAListingTwice() throws Exception {
        IntStream.range(0, 40).forEach(i -> store.insert(Listings.dueAt("due-" + i, T0.plusMillis(i))));
        List<ListingId> claimed = Collections.synchronizedList(new ArrayList<>());

        inParallel(thread -> claimed.addAll(ids(store.claimDueForProbe(T0.plusSeconds(1), T0.plusSeconds(60), 40))));

        assertEquals(40, claimed.size());
        assertEquals(40, new HashSet<>(claimed).size());
    }

    @Test
    void reportsFromSeveralThreadsAllCount() throws Exception {
        Listing listing = Listings.minimal("popular");
        store.insert(listing);

        inParallel(thread -> IntStream.range(0, 25).forEach(i -> store.recordReport(listing.id(), i % 5 == 0)));

        assertEquals(new ReportCounters(THREADS * 25, THREADS * 5),
                store.findById(listing.id()).orElseThrow().reports());
    }

    @Test
    void reportsAndUpdatesAtTheSameTimeNeverUndoEachOther() throws Exception {
        Listing listing = Listings.complete("busy");
        store.insert(listing);

        inParallel(thread -> IntStream.range(0, 20).forEach(i -> {
            switch (thread % 3) {
                case 0 -> store.updateDetails(listing.id(), details -> Listings.otherDetails());
                case 1 -> store.updateHealth(listing.id(), Listings.failingHealth());
                default -> store.recordReport(listing.id(), false);
            }
        }));

        Listing stored = store.findById(listing.id()).orElseThrow();
        long reporters = IntStream.range(0, THREADS).filter(thread -> thread % 3 == 2).count();
        assertEquals(Listings.otherDetails(), stored.details());
        assertEquals(Listings.failingHealth(), stored.health());
        assertEquals(new ReportCounters(5 + reporters * 20, 2), stored.reports());
    }

    @Test
    void updatesOfTheDetailsMadeAtOnceEachApplyToTheOthersResult() throws Exception {
        Listing listing = Listings.complete("busy");
        store.insert(listing);

        inParallel(thread -> IntStream.range(0, 20).forEach(i -> store.updateDetails(listing.id(),
                details -> new ListingDetails(details.name(), details.description() + " " + thread + "." + i,
                        details.url(), details.setupRequirements(), details.tags(), details.ownerContact()))));

        String description = store.findById(listing.id()).orElseThrow().details().description();
        for (int thread = 0; thread < THREADS; thread++) {
            for (int i = 0; i < 20; i++) {
                assertTrue(description.contains(" " + thread + "." + i + " ") || description.endsWith(
                        " " + thread + "." + i), "update " + thread + "." + i + " lost: " + description);
            }
        }
    }

    private static List<ListingId> ids(List<Listing> listings) {
        return listings.stream().map(Listing::id).toList();
    }

    private static void inParallel(IntConsumer work) throws Exception {
        ExecutorService executor = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> done = new ArrayList<>();
            for (int thread = 0; thread < THREADS; thread++) {
                int number = thread;
                done.add(executor.submit(() -> {
                    start.await();
                    work.accept(number);
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> future : done) {
                future.get(60, TimeUnit.SECONDS);
            }
        } finally {
            executor.shutdownNow();
        }
    }

    private static List<ListingId> ids(String... ids) {
        return List.of(ids).stream().map(ListingId::new).toList();
    }

    private static List<ListingId> changedIds(List<ListingChange> changes) {
        return changes.stream().map(ListingChange::listingId).toList();
    }
}
