package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.START;
import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.change.FeedCursor;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.error.ResyncNeededException;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.port.in.ChangePage;
import dev.agentdirectory.core.port.in.ChangesQuery;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.out.Listings;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.testing.ScriptedChangeLog;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Mirrors read every change in order, resume from a cursor, and never pass a write that may still commit. */
class ReadChangesServiceTest {

    private static final Duration SETTLE = FollowSettings.DEFAULT.settleTime();

    private final DirectoryFixture fixture = new DirectoryFixture();
    private final ScriptedChangeLog scripted = new ScriptedChangeLog("scripted", fixture.clock);
    private final ReadChangesService scriptedFeed = new ReadChangesService(scripted, FollowSettings.DEFAULT);

    private ChangePage read(ChangesQuery query) {
        return fixture.directory.changes().read(query);
    }

    private ChangePage after(ChangePage page) {
        return read(ChangesQuery.after(page.next().encode()));
    }

    private static List<ListingId> ids(ChangePage page) {
        return page.changes().stream().map(ListingChange::listingId).toList();
    }

    private static Listing listing(String id) {
        return Listings.minimal(id);
    }

    private static List<ListingId> ids(String... ids) {
        return List.of(ids).stream().map(ListingId::new).toList();
    }

    private Registration register(String name) {
        return fixture.registerServer(name, "A service.");
    }

    @Test
    void theFeedListsEveryListingInTheOrderOfItsChanges() {
        Registration first = register("First");
        Registration second = register("Second");
        Registration third = register("Third");

        ChangePage page = read(ChangesQuery.fromTheStart());

        assertEquals(List.of(idOf(first), idOf(second), idOf(third)), ids(page));
        assertTrue(page.changes().get(0).position() < page.changes().get(1).position());
        assertFalse(page.more());
    }

    @Test
    void aListingChangedSeveralTimesAppearsOnceAtItsLatestPositionInItsLatestState() {
        Registration first = register("First");
        Registration second = register("Second");
        fixture.directory.updates().update(idOf(first), first.apiKey().value(),
                UpdateCommand.nothing().withName("First, renamed"));

        ChangePage page = read(ChangesQuery.fromTheStart());

        assertEquals(List.of(idOf(second), idOf(first)), ids(page));
        assertEquals("First, renamed", page.changes().get(1).listing().orElseThrow().details().name());
    }

    @Test
    void aDeregisteredListingComesAsATombstone() {
        Registration gone = register("Gone");
        fixture.directory.deregistration().deregister(idOf(gone), gone.apiKey().value());

        ChangePage page = read(ChangesQuery.fromTheStart());

        assertEquals(List.of(idOf(gone)), ids(page));
        assertTrue(page.changes().get(0).isDeletion());
    }

    @Test
    void aReaderResumesFromItsCursorWithOnlyTheChangesMadeSince() {
        Registration first = register("First");
        ChangePage page = read(ChangesQuery.fromTheStart());
        Registration second = register("Second");
        fixture.directory.deregistration().deregister(idOf(first), first.apiKey().value());

        ChangePage next = after(page);

        assertEquals(List.of(idOf(second), idOf(first)), ids(next));
        assertTrue(next.changes().get(1).isDeletion());
    }

    @Test
    void aReaderThatIsCaughtUpGetsAnEmptyPageAndTheSameCursor() {
        register("First");
        ChangePage page = read(ChangesQuery.fromTheStart());

        ChangePage next = after(page);

        assertEquals(List.of(), next.changes());
        assertEquals(page.next(), next.next());
        assertFalse(next.more());
    }

    @Test
    void aPageStopsAtItsLimitAndSaysMoreIsReady() {
        Registration first = register("First");
        Registration second = register("Second");
        Registration third = register("Third");

        ChangePage page = read(new ChangesQuery(null, null, 2));
        ChangePage next = read(new ChangesQuery(page.next().encode(), null, 2));

        assertEquals(List.of(idOf(first), idOf(second)), ids(page));
        assertTrue(page.more());
        assertEquals(List.of(idOf(third)), ids(next));
        assertFalse(next.more());
    }

    @Test
    void aListingHiddenFromSearchStaysInTheFeedWithItsFailingHealth() {
        Registration failing = fixture.registerServer("Failing", "Fails.", connectionRefused());
        for (int i = 0; i < 3; i++) {
            fixture.reportPastCooldown(idOf(failing));
        }
        fixture.clock.advance(Duration.ofDays(8));
        assertEquals(0, fixture.search("").total());

        ChangePage page = read(ChangesQuery.fromTheStart());

        Listing listed = page.changes().get(0).listing().orElseThrow();
        assertEquals(idOf(failing), listed.id());
        assertEquals(CheckStatus.UNREACHABLE, listed.health().lastCheckStatus());
    }

    @Test
    void aCursorFromAnotherDatabasesLogIsRefused() {
        register("First");
        FeedCursor foreign = new FeedCursor(new InMemoryListingStore().changeLog().id(), 0, START);

        assertThrows(ResyncNeededException.class, () -> read(ChangesQuery.after(foreign.encode())));
    }

    @Test
    void aCursorBelowCompactedTombstonesItNeedsIsRefused() {
        register("First");
        Registration gone = register("Gone");
        ChangePage page = read(new ChangesQuery(null, null, 1));
        fixture.directory.deregistration().deregister(idOf(gone), gone.apiKey().value());
        Instant later = fixture.store.changeLog().now().plusSeconds(60);
        fixture.store.changeLog().compact(later, later);

        assertThrows(ResyncNeededException.class, () -> after(page));
    }

    @Test
    void aWriteThatHasNotCommittedHoldsTheFeedBackAtItsPosition() {
        scripted.commit(1, listing("a"), START);
        scripted.commit(3, listing("c"), START.plusSeconds(1));
        fixture.clock.set(START.plusSeconds(2));

        ChangePage page = scriptedFeed.read(ChangesQuery.fromTheStart());

        assertEquals(ids("a"), ids(page));
        assertEquals(1, page.next().position());
        assertFalse(page.more());
    }

    @Test
    void theChangesAboveAGapComeOnceItsWriteCommits() {
        scripted.commit(1, listing("a"), START);
        scripted.commit(3, listing("c"), START.plusSeconds(1));
        fixture.clock.set(START.plusSeconds(2));
        ChangePage page = scriptedFeed.read(ChangesQuery.fromTheStart());

        scripted.commit(2, listing("b"), START.plusMillis(500));
        ChangePage next = scriptedFeed.read(ChangesQuery.after(page.next().encode()));

        assertEquals(ids("b", "c"), ids(next));
        assertEquals(3, next.next().position());
    }

    @Test
    void aGapIsPassedOnceTheChangeAboveItIsOlderThanTheSettleTime() {
        scripted.commit(1, listing("a"), START);
        scripted.commit(3, listing("c"), START.plusSeconds(1));

        fixture.clock.set(START.plusSeconds(1).plus(SETTLE).minusMillis(1));
        assertEquals(ids("a"), ids(scriptedFeed.read(ChangesQuery.fromTheStart())));

        fixture.clock.set(START.plusSeconds(1).plus(SETTLE));
        assertEquals(ids("a", "c"), ids(scriptedFeed.read(ChangesQuery.fromTheStart())));
    }

    @Test
    void aGapBelowTheFirstChangeHoldsTheWholePageBack() {
        scripted.commit(1, listing("a"), START);
        scripted.commit(3, listing("c"), START.plusSeconds(10));
        fixture.clock.set(START.plusSeconds(11));
        FeedCursor atOne = new FeedCursor("scripted", 1, START);

        ChangePage page = scriptedFeed.read(ChangesQuery.after(atOne.encode()));

        assertEquals(List.of(), page.changes());
        assertEquals(atOne, page.next());
    }

    @Test
    void updatedSinceReadsFromTheChangesLoggedUpToTheSettleTimeBeforeIt() {
        Instant since = START.plus(Duration.ofHours(1));
        scripted.commit(1, listing("old"), START);
        scripted.commit(2, listing("just-before"), since.minusSeconds(10));
        scripted.commit(3, listing("after"), since.plusSeconds(10));
        fixture.clock.set(since.plus(Duration.ofHours(1)));

        ChangePage page = scriptedFeed.read(new ChangesQuery(null, since.toString(), null));

        assertEquals(ids("just-before", "after"), ids(page));
        assertEquals(since.minus(SETTLE), page.next().since());
    }

    @Test
    void anUpdatedSinceInTheFutureReadsTheLatestChanges() {
        scripted.commit(1, listing("old"), START);
        scripted.commit(2, listing("new"), START.plus(Duration.ofHours(1)));
        fixture.clock.set(START.plus(Duration.ofHours(1)).plusSeconds(5));

        ChangePage page = scriptedFeed.read(new ChangesQuery(null, "2999-01-01T00:00:00Z", null));

        assertEquals(ids("new"), ids(page));
    }

    @Test
    void anUpdatedSinceOlderThanCompactedTombstonesIsRefusedAndANewerOneIsNot() {
        scripted.commitDeletion(1, new ListingId("gone"), START);
        scripted.commit(2, listing("kept"), START.plus(Duration.ofDays(1)));
        scripted.prune(1, START.plus(Duration.ofDays(1)));
        fixture.clock.set(START.plus(Duration.ofDays(9)));

        assertThrows(ResyncNeededException.class,
                () -> scriptedFeed.read(new ChangesQuery(null, START.toString(), null)));
        assertEquals(List.of(), scriptedFeed.read(new ChangesQuery(null,
                START.plus(Duration.ofDays(2)).toString(), null)).changes());
    }

    @Test
    void aReaderThatBeganAfterTheCompactedTombstonesWereLoggedIsNeverRefusedForThem() {
        scripted.commit(1, listing("a"), START);
        scripted.commitDeletion(2, new ListingId("gone"), START);
        scripted.commit(3, listing("c"), START);
        fixture.clock.set(START.plus(Duration.ofDays(8)));
        ChangePage page = scriptedFeed.read(new ChangesQuery(null, null, 1));

        scripted.prune(2, START.plus(Duration.ofDays(1)));
        ChangePage next = scriptedFeed.read(new ChangesQuery(page.next().encode(), null, 1));

        assertEquals(ids("a"), ids(page));
        assertEquals(ids("c"), ids(next));
    }

    @Test
    void aCursorPastTheEndOfTheLogIsRefused() {
        scripted.commit(1, listing("a"), START);
        fixture.clock.set(START.plusSeconds(60));
        FeedCursor fromARestoredDatabase = new FeedCursor("scripted", 7, START);

        assertThrows(ResyncNeededException.class,
                () -> scriptedFeed.read(ChangesQuery.after(fromARestoredDatabase.encode())));
    }

    @Test
    void aCursorWhosePositionAnotherChangeHasTakenSinceIsRefused() {
        scripted.commit(1, listing("a"), START);
        scripted.commit(2, listing("b"), START.plusSeconds(1));
        fixture.clock.set(START.plusSeconds(60));
        ChangePage page = scriptedFeed.read(ChangesQuery.fromTheStart());

        // The database restored from a copy that held only a; new writes have taken positions 2 and 3 since.
        scripted.commit(2, listing("c"), START.plusSeconds(61));
        scripted.commit(3, listing("d"), START.plusSeconds(62));
        fixture.clock.set(START.plusSeconds(120));

        ResyncNeededException refused = assertThrows(ResyncNeededException.class,
                () -> scriptedFeed.read(ChangesQuery.after(page.next().encode())));
        assertTrue(refused.getMessage().contains("another change at this cursor's position"), refused.getMessage());
    }

    @Test
    void aCursorKeepsTheChangeItWasGivenAtItsPositionFromPageToPage() {
        scripted.commit(1, listing("a"), START);
        scripted.commit(2, listing("b"), START.plusSeconds(1));
        fixture.clock.set(START.plusSeconds(60));
        ChangePage page = scriptedFeed.read(ChangesQuery.fromTheStart());
        ChangePage nothingNew = scriptedFeed.read(ChangesQuery.after(page.next().encode()));
        scripted.commit(3, listing("c"), START.plusSeconds(61));
        fixture.clock.set(START.plusSeconds(120));

        ChangePage next = scriptedFeed.read(ChangesQuery.after(nothingNew.next().encode()));

        assertNotNull(page.next().entry());
        assertEquals(page.next(), nothingNew.next());
        assertEquals(ids("c"), ids(next));
    }

    @Test
    void aCursorAtTheEndOfTheLogStaysValidAfterCompactionRemovesTheLastTombstones() {
        scripted.commit(1, listing("a"), START);
        scripted.commitDeletion(2, new ListingId("gone"), START);
        fixture.clock.set(START.plus(Duration.ofDays(8)));
        ChangePage page = scriptedFeed.read(ChangesQuery.fromTheStart());

        scripted.prune(2, START.plus(Duration.ofDays(1)));
        ChangePage next = scriptedFeed.read(ChangesQuery.after(page.next().encode()));

        assertEquals(List.of(), next.changes());
        assertEquals(2, next.next().position());
    }
}
