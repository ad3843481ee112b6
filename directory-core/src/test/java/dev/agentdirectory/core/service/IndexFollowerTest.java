package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static dev.agentdirectory.core.testing.ScriptedProber.healthy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import dev.agentdirectory.core.testing.Registrations;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Every instance's index is a view of the shared store, fed by its change log. */
class IndexFollowerTest {

    private final DirectoryFixture fixture = new DirectoryFixture();
    private final InMemoryListingStore original = new InMemoryListingStore(fixture.clock);
    private final DatabaseBehind database = new DatabaseBehind(original);

    private static List<ListingId> found(Directory directory, String query) {
        return directory.search().search(SearchQuery.of(query)).hits().stream().map(hit -> hit.listing().id())
                .toList();
    }

    @Test
    void aFreshIndexFindsNothingBeforeItFollowsTheStore() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(List.of(), found(fixture.on(new InMemorySearchIndex()), "weather"));
    }

    @Test
    void aFreshIndexIsRebuiltFromTheStoreWhenItStartsFollowing() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        Registration tides = fixture.registerServer("Tide tables", "High and low tides.");
        Directory restarted = fixture.on(new InMemorySearchIndex());

        restarted.indexFollower().follow();

        assertEquals(List.of(idOf(weather)), found(restarted, "weather"));
        assertEquals(List.of(idOf(tides)), found(restarted, "tides"));
        assertEquals(1, restarted.indexFollower().rebuilds());
    }

    @Test
    void anIndexOpenedOnAStoreWithNoListingFindsTheFirstWriteAtOnce() {
        Directory started = fixture.on(new InMemorySearchIndex());

        assertTrue(started.indexFollower().open(), "built, empty, before any request");
        Registration weather = started.registration().register(Registrations.mcpServer()
                .withName("Weather forecasts").withMcpDocUrl(fixture.nextUrl()).command());

        assertEquals(List.of(idOf(weather)), found(started, "weather"), "no background follow needed");
        assertEquals(1, started.indexFollower().rebuilds());
    }

    @Test
    void anIndexFurtherAlongThanTheStoresLogIsRebuiltWhenItOpens() {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory before = DirectoryFixture.following(on(database, index));
        CopyAfterTheFirst backup = threeWritesCopiedAfterTheFirst(before);

        // Stopped, the database restored from the backup, started again on the index it left.
        database.goBackTo(backup.copy());
        Directory after = DirectoryFixture.following(on(database, index));
        Registration gauges = register(after, "Tide gauges");

        assertEquals(1, after.indexFollower().rebuilds());
        assertEquals(Set.of(idOf(backup.tables()), idOf(gauges)), Set.copyOf(found(after, "tide")));
    }

    @Test
    void anIndexOpenedOnAStoreThatWentBackIsRebuiltEvenOnceNewWritesTookItsPosition() {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory before = DirectoryFixture.following(on(database, index));
        CopyAfterTheFirst backup = threeWritesCopiedAfterTheFirst(before);

        // Restored from the backup; another instance, started first, has since written past this index's mark.
        database.goBackTo(backup.copy());
        Directory other = DirectoryFixture.following(on(database, new InMemorySearchIndex()));
        Registration gauges = register(other, "Tide gauges");
        Registration tolls = register(other, "Tide tolls");
        Registration bells = register(other, "Tide bells");
        Directory after = DirectoryFixture.following(on(database, index));

        assertEquals(1, after.indexFollower().rebuilds());
        assertEquals(Set.of(idOf(backup.tables()), idOf(gauges), idOf(tolls), idOf(bells)),
                Set.copyOf(found(after, "tide")));
    }

    @Test
    void anIndexOpenedOnAStoreThatWentBackIsRebuiltWhereNoEntryHoldsItsPositionNow() {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory before = DirectoryFixture.following(on(database, index));
        CopyAfterTheFirst backup = threeWritesCopiedAfterTheFirst(before);
        long reached = index.mark().orElseThrow().position();

        // Restored; another instance registers and renames a listing until the log passes this index's position,
        // and compaction removes the entries the last rename superseded, the one at that position among them.
        database.goBackTo(backup.copy());
        Directory other = DirectoryFixture.following(on(database, new InMemorySearchIndex()));
        Registration gauges = register(other, "Tide gauges");
        for (int rename = 1; database.store().changeLog().head() <= reached; rename++) {
            other.updates().update(idOf(gauges), gauges.apiKey().value(),
                    UpdateCommand.nothing().withName("Tide gauges " + rename));
        }
        fixture.clock.advance(Duration.ofMinutes(2));
        other.indexFollower().compactLog(Duration.ofDays(7));
        Directory after = DirectoryFixture.following(on(database, index));

        assertEquals(1, after.indexFollower().rebuilds());
        assertEquals(Set.of(idOf(backup.tables()), idOf(gauges)), Set.copyOf(found(after, "tide")));
    }

    @Test
    void anIndexWhoseEntryAtItsMarkWasCompactedAwayResumesFromItsMark() {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory before = DirectoryFixture.following(on(database, index));
        register(before, "Tide tables");
        Registration charts = register(before, "Tide charts");

        // Stopped; another instance renames the listing this index read last, and compaction removes the entry the
        // rename superseded: the one at this index's position.
        Directory other = DirectoryFixture.following(on(database, new InMemorySearchIndex()));
        other.updates().update(idOf(charts), charts.apiKey().value(),
                UpdateCommand.nothing().withName("Tide charts and tables"));
        fixture.clock.advance(Duration.ofMinutes(2));
        other.indexFollower().compactLog(Duration.ofDays(7));
        Directory after = DirectoryFixture.following(on(database, index));

        assertEquals(0, after.indexFollower().rebuilds());
        assertEquals(List.of(idOf(charts)), found(after, "charts"));
    }

    @Test
    void anIndexFollowingAStoreThatWentBackIsRebuiltEvenOnceNewWritesTookThePositionsItHadRead() {
        Directory directory = DirectoryFixture.following(on(database, new InMemorySearchIndex()));
        CopyAfterTheFirst standby = threeWritesCopiedAfterTheFirst(directory);

        // A failover to a standby that lacked the last two writes; another instance writes there at once, at the
        // positions those two had, before this one looks again.
        database.goBackTo(standby.copy());
        Directory other = DirectoryFixture.following(on(database, new InMemorySearchIndex()));
        Registration gauges = register(other, "Tide gauges");
        Registration tolls = register(other, "Tide tolls");
        directory.indexFollower().follow(); // the background follow: finds another entry where it read the last one
        directory.indexFollower().follow(); // and the next: rebuilds

        assertEquals(2, directory.indexFollower().rebuilds(), "at the first opening, and after the failover");
        assertEquals(Set.of(idOf(standby.tables()), idOf(gauges), idOf(tolls)), Set.copyOf(found(directory, "tide")));
    }

    @Test
    void anInstanceWhoseOwnWriteFindsTheLogWentBackRebuildsItsIndex() {
        Directory directory = DirectoryFixture.following(on(database, new InMemorySearchIndex()));
        CopyAfterTheFirst standby = threeWritesCopiedAfterTheFirst(directory);

        database.goBackTo(standby.copy());
        Registration gauges = register(directory, "Tide gauges"); // its catch-up finds the log ending below the index
        directory.indexFollower().follow();

        assertEquals(2, directory.indexFollower().rebuilds(), "at the first opening, and after the failover");
        assertEquals(Set.of(idOf(standby.tables()), idOf(gauges)), Set.copyOf(found(directory, "tide")));
    }

    /** A copy of the database as it held "Tide tables", its first write (a backup, or what a standby received). */
    private record CopyAfterTheFirst(InMemoryListingStore copy, Registration tables) {
    }

    /** Registers "Tide tables", copies the database, then registers "Tide charts" and "Tide clocks". */
    private CopyAfterTheFirst threeWritesCopiedAfterTheFirst(Directory directory) {
        Registration tables = register(directory, "Tide tables");
        InMemoryListingStore copy = copyOf(original, idOf(tables));
        register(directory, "Tide charts");
        register(directory, "Tide clocks");
        return new CopyAfterTheFirst(copy, tables);
    }

    private Directory on(DatabaseBehind database, SearchIndex index) {
        return Directory.builder().store(database.store()).searchIndex(index).prober(fixture.prober)
                .clock(fixture.clock).build();
    }

    private Registration register(Directory directory, String name) {
        return directory.registration().register(fixture.nextServer(name, "High and low tides."));
    }

    /** A copy of the store as it held {@code listings}: a backup, or a standby that received no more. */
    private InMemoryListingStore copyOf(InMemoryListingStore store, ListingId... listings) {
        InMemoryListingStore copy = new InMemoryListingStore(fixture.clock);
        for (ListingId id : listings) {
            copy.insert(store.findById(id).orElseThrow());
        }
        return copy;
    }

    @Test
    void aRebuildThatFailsIsStartedAgainByTheNextFollow() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        Directory restarted = Directory.builder().store(new FailingOnceStore(fixture.store))
                .searchIndex(new InMemorySearchIndex()).prober(fixture.prober).clock(fixture.clock).build();

        assertThrows(IllegalStateException.class, () -> restarted.indexFollower().follow());
        restarted.indexFollower().follow();

        assertEquals(List.of(idOf(weather)), found(restarted, "weather"));
    }

    @Test
    void aRebuildStoppedBetweenPagesLeavesNoMarkAndTheNextFollowRebuildsAll() {
        for (int i = 0; i < 5; i++) {
            fixture.registerServer("Weather forecasts " + i, "Hourly forecasts.");
        }
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory restarted = Directory.builder().store(fixture.store).searchIndex(index).prober(fixture.prober)
                .clock(fixture.clock).following(new FollowSettings(Duration.ofSeconds(30), 2, Duration.ofSeconds(1)))
                .build();

        assertEquals(2, restarted.indexFollower().follow(() -> true), "one page, then the stop");
        assertTrue(index.mark().isEmpty(), "an unfinished rebuild is not a place to resume from");
        assertFalse(restarted.indexFollower().state().caughtUp());

        restarted.indexFollower().follow();
        assertEquals(5, found(restarted, "weather").size());
        assertTrue(index.mark().isPresent());
        assertEquals(1, restarted.indexFollower().rebuilds());
    }

    @Test
    void changesTheIndexFailedToApplyAreAppliedByTheNextFollow() {
        RefusingIndex index = new RefusingIndex();
        Directory other = DirectoryFixture.following(fixture.on(index));
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        index.refuseNext = true;

        assertThrows(IllegalStateException.class, () -> other.indexFollower().follow());
        assertFalse(other.indexFollower().state().caughtUp());
        assertEquals(List.of(), found(other, "weather"));

        other.indexFollower().follow();
        assertEquals(List.of(idOf(weather)), found(other, "weather"));
        assertTrue(other.indexFollower().state().caughtUp());
        assertEquals(1, other.indexFollower().rebuilds(), "resumed from the index's mark: no second rebuild");
    }

    /** An index that refuses one update, as one that cannot write would, and holds nothing of it. */
    private static final class RefusingIndex implements SearchIndex {

        private final InMemorySearchIndex memory = new InMemorySearchIndex();
        private volatile boolean refuseNext;

        @Override
        public Optional<IndexMark> mark() {
            return memory.mark();
        }

        @Override
        public void apply(IndexUpdate update) {
            if (refuseNext) {
                refuseNext = false;
                throw new IllegalStateException("no space left on device");
            }
            memory.apply(update);
        }

        @Override
        public void clear() {
            memory.clear();
        }

        @Override
        public SearchHits search(SearchCriteria criteria) {
            return memory.search(criteria);
        }

        @Override
        public StandingCounts countByStanding(Instant now) {
            return memory.countByStanding(now);
        }
    }

    @Test
    void aRebuildKeepsEachListingsStanding() {
        Registration strong = fixture.registerServer("Weather forecasts", "Hourly forecasts.", healthy(),
                connectionRefused());
        Registration weak = fixture.registerServer("City guide", "Sights, food and the weather.");
        for (int i = 0; i < 3; i++) {
            fixture.reportPastCooldown(idOf(strong));
        }
        Directory restarted = DirectoryFixture.following(fixture.on(new InMemorySearchIndex()));

        assertEquals(List.of(idOf(weak), idOf(strong)), found(restarted, "weather"));
    }

    @Test
    void aWriteThroughOneInstanceIsFoundOnAnotherOnceItCatchesUp() {
        Directory other = DirectoryFixture.following(fixture.on(new InMemorySearchIndex()));
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertEquals(List.of(idOf(weather)), fixture.found("weather"));
        assertEquals(List.of(), found(other, "weather"));

        other.indexFollower().catchUp();

        assertEquals(List.of(idOf(weather)), found(other, "weather"));
    }

    @Test
    void updatesDeletionsAndDemotionsReachTheOtherInstance() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.", healthy(),
                connectionRefused());
        Registration city = fixture.registerServer("City guide", "Sights, food and the weather.");
        Registration tides = fixture.registerServer("Tide tables", "High and low tides.");
        Directory other = DirectoryFixture.following(fixture.on(new InMemorySearchIndex()));

        fixture.directory.updates().update(idOf(tides), tides.apiKey().value(),
                UpdateCommand.nothing().withName("Tide and weather tables"));
        fixture.directory.deregistration().deregister(idOf(city), city.apiKey().value());
        for (int i = 0; i < 3; i++) {
            fixture.reportPastCooldown(idOf(weather));
        }
        other.indexFollower().catchUp();

        assertEquals(fixture.found("weather"), found(other, "weather"));
        assertEquals(List.of(idOf(tides), idOf(weather)), found(other, "weather"));
    }

    @Test
    void aRestartedIndexResumesFromItsMarkInsteadOfRebuilding() {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory first = DirectoryFixture.following(fixture.on(index));
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.registerServer("Tide tables", "High and low tides.");
        first.indexFollower().catchUp();
        long mark = index.mark().orElseThrow().position();
        Registration later = fixture.registerServer("Weather radar", "Rain maps.");

        Directory restarted = fixture.on(index);

        assertEquals(1, restarted.indexFollower().follow(), "only the change after its mark is applied");
        assertEquals(0, restarted.indexFollower().rebuilds());
        assertTrue(index.mark().orElseThrow().position() > mark);
        assertEquals(3, found(restarted, "").size());
        assertTrue(found(restarted, "radar").contains(idOf(later)));
    }

    @Test
    void aSearchOnAReopenedIndexWaitsUntilItHasAppliedWhatItsLastRunMissed() throws Exception {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory crashed = DirectoryFixture.following(fixture.on(index));
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        crashed.indexFollower().catchUp();
        fixture.directory.deregistration().deregister(idOf(weather), weather.apiKey().value());
        Registration radar = fixture.registerServer("Weather radar", "Rain maps.");
        Directory restarted = fixture.on(index);
        assertTrue(restarted.indexFollower().open(), "reopened from its mark");

        CompletableFuture<List<ListingId>> search = CompletableFuture.supplyAsync(() -> found(restarted, "weather"));
        Thread.sleep(200);
        assertFalse(search.isDone(), "the search waits for the catch-up");
        restarted.indexFollower().follow();

        assertEquals(List.of(idOf(radar)), search.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aSearchWaitsForAReopenedIndexNoLongerThanTheOpeningWait() throws Exception {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory crashed = DirectoryFixture.following(fixture.on(index));
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        crashed.indexFollower().catchUp();
        fixture.registerServer("Weather radar", "Rain maps.");
        Directory restarted = Directory.builder().store(fixture.store).searchIndex(index).prober(fixture.prober)
                .clock(fixture.clock).following(new FollowSettings(Duration.ofSeconds(30), 1000, Duration.ofMillis(50)))
                .build();
        restarted.indexFollower().open();

        List<ListingId> stale = CompletableFuture.supplyAsync(() -> found(restarted, "weather")).get(5, TimeUnit.SECONDS);

        assertEquals(List.of(idOf(weather)), stale, "answered from the index as it stands");
        assertFalse(restarted.indexFollower().state().caughtUp());
    }

    @Test
    void anIndexRebuiltOnDemandHasCaughtUpAndIsSearchedAtOnce() throws Exception {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        Directory directory = fixture.on(new InMemorySearchIndex());
        directory.indexFollower().follow();

        directory.indexFollower().rebuild();

        assertTrue(directory.indexFollower().state().caughtUp());
        assertEquals(List.of(idOf(weather)),
                CompletableFuture.supplyAsync(() -> found(directory, "weather")).get(1, TimeUnit.SECONDS));
    }

    @Test
    void anIndexRebuiltWhileTheStoreIsQuietKeepsItsMarkAndResumesAfterARestart() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        fixture.registerServer("Tide tables", "High and low tides.");
        fixture.clock.advance(Duration.ofMinutes(5));
        InMemorySearchIndex index = new InMemorySearchIndex();
        fixture.on(index).indexFollower().follow();

        assertTrue(index.mark().isPresent(), "the rebuild records where it stands, though no change followed it");

        Directory restarted = fixture.on(index);
        assertEquals(0, restarted.indexFollower().follow(), "resumed: nothing rebuilt, nothing to catch up");
        assertEquals(2, found(restarted, "").size());
    }

    @Test
    void anIndexBuiltFromAnotherStoreIsRebuilt() {
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        InMemorySearchIndex foreign = new InMemorySearchIndex();
        foreign.apply(new IndexUpdate(List.of(), List.of(), new IndexMark("another-database", 1_000)));

        Directory restarted = fixture.on(foreign);

        restarted.indexFollower().follow();

        assertEquals(fixture.store.changeLog().id(), foreign.mark().orElseThrow().logId());
        assertEquals(1, found(restarted, "weather").size());
    }

    @Test
    void anIndexThatStandsBelowCompactedTombstonesIsRebuilt() {
        InMemorySearchIndex index = new InMemorySearchIndex();
        Directory first = DirectoryFixture.following(fixture.on(index));
        Registration gone = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        first.indexFollower().catchUp();
        Directory other = fixture.directory;
        other.deregistration().deregister(idOf(gone), gone.apiKey().value());
        fixture.store.changeLog().compact(fixture.store.changeLog().now().plusSeconds(1),
                fixture.store.changeLog().now().plusSeconds(1));

        Directory restarted = fixture.on(index);
        restarted.indexFollower().follow();

        assertEquals(List.of(), found(restarted, "weather"), "the missed deletion is not resurrected");
    }

    @Test
    void theStateSaysWhenTheIndexHasCaughtUpAndHowFarBehindItIs() {
        Directory other = fixture.on(new InMemorySearchIndex());
        assertFalse(other.indexFollower().state().caughtUp());

        other.indexFollower().follow();
        fixture.registerServer("Weather forecasts", "Hourly forecasts.");

        assertTrue(other.indexFollower().state().caughtUp());
        assertEquals(1, other.indexFollower().state().behind());
        other.indexFollower().catchUp();
        assertEquals(0, other.indexFollower().state().behind());
    }

    @Test
    void theLagGrowsFromTheStartOfTheLastFinishedCatchUpUntilTheNextOneFinishes() {
        Directory other = fixture.on(new InMemorySearchIndex());
        fixture.clock.advance(Duration.ofSeconds(5));
        assertEquals(Duration.ofSeconds(5), other.indexFollower().state().lagAt(fixture.clock.instant()));

        other.indexFollower().follow();
        assertEquals(Duration.ZERO, other.indexFollower().state().lagAt(fixture.clock.instant()));

        fixture.clock.advance(Duration.ofSeconds(3));
        assertEquals(Duration.ofSeconds(3), other.indexFollower().state().lagAt(fixture.clock.instant()));
        other.indexFollower().catchUp();
        assertEquals(Duration.ZERO, other.indexFollower().state().lagAt(fixture.clock.instant()));
    }

    @Test
    void compactionKeepsWhatAFollowerNeeds() {
        Registration weather = fixture.registerServer("Weather forecasts", "Hourly forecasts.");
        for (int i = 0; i < 5; i++) {
            fixture.directory.updates().update(idOf(weather), weather.apiKey().value(),
                    UpdateCommand.nothing().withDescription("Forecast number " + i + "."));
        }
        fixture.store.changeLog().compact(fixture.store.changeLog().now().plusSeconds(1),
                fixture.store.changeLog().now().minus(Duration.ofDays(7)));

        assertEquals(1, fixture.store.changeLog().after(0, 100).size());
        Directory restarted = DirectoryFixture.following(fixture.on(new InMemorySearchIndex()));
        assertEquals(Optional.of(idOf(weather)), found(restarted, "forecast").stream().findFirst());
    }
}
