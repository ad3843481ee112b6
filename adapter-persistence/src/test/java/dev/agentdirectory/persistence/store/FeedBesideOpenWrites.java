package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.ChangePage;
import dev.agentdirectory.core.port.in.ChangesQuery;
import dev.agentdirectory.core.port.in.ReadChangesUseCase;
import dev.agentdirectory.core.port.out.Listings;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The change feed on a real database, beside a write transaction held open on a connection of its own: what
 * commits out of order there, the in-memory store never does. Each database's store test runs these.
 */
interface FeedBesideOpenWrites {

    Duration SETTLE = Duration.ofSeconds(1);

    StoreContext database();

    private static ReadChangesUseCase feed(JdbcListingStore store) {
        return Directory.builder().store(store).searchIndex(new InMemorySearchIndex())
                .prober(url -> new ProbeObservation.Failed(ProbeReasonKind.CONNECTION_FAILED, "offline"))
                .following(new FollowSettings(SETTLE, 100, FollowSettings.DEFAULT.openingWait())).build().changes();
    }

    /** Takes the next position for {@code listingId} in a transaction that stays open until the caller ends it. */
    private static Connection openWrite(StoreContext database, String listingId) throws Exception {
        Connection connection = database.connect();
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            statement.executeUpdate("INSERT INTO listing_changes (seq, listing_id, logged_at) VALUES "
                    + "(nextval('listing_change_seq'), '" + listingId + "', CURRENT_TIMESTAMP)");
        }
        return connection;
    }

    private static List<String> ids(ChangePage page) {
        return page.changes().stream().map(ListingChange::listingId).map(ListingId::value).toList();
    }

    /**
     * Emptying the store leaves the sequence where it was, so the positions below the first change are a gap: the
     * first page comes once that change is older than the settle time.
     */
    private static ChangePage readFirstChange(JdbcListingStore store, ReadChangesUseCase feed) throws Exception {
        store.insert(Listings.minimal("before"));
        Thread.sleep(SETTLE.plusMillis(200).toMillis());
        ChangePage first = feed.read(ChangesQuery.fromTheStart());
        assertEquals(List.of("before"), ids(first));
        return first;
    }

    @Test
    default void aWriteStillOpenHoldsTheFeedBackAndItsChangeComesFirstOnceItCommits() throws Exception {
        JdbcListingStore store = database().emptyStore();
        ReadChangesUseCase feed = feed(store);
        ChangePage first = readFirstChange(store, feed);
        ChangePage held;
        try (Connection slow = openWrite(database(), "slow")) {
            store.insert(Listings.minimal("after"));

            held = feed.read(ChangesQuery.after(first.next().encode()));
            slow.commit();
        }
        ChangePage next = feed.read(ChangesQuery.after(held.next().encode()));

        assertEquals(List.of(), ids(held));
        assertEquals(first.next(), held.next());
        assertEquals(List.of("slow", "after"), ids(next));
    }

    @Test
    default void aWriteThatRolledBackHoldsTheFeedBackOnlyForTheSettleTime() throws Exception {
        JdbcListingStore store = database().emptyStore();
        ReadChangesUseCase feed = feed(store);
        ChangePage first = readFirstChange(store, feed);
        try (Connection rolledBack = openWrite(database(), "rolled-back")) {
            store.insert(Listings.minimal("after"));
            rolledBack.rollback();
        }

        ChangePage held = feed.read(ChangesQuery.after(first.next().encode()));
        Thread.sleep(SETTLE.plusMillis(200).toMillis());
        ChangePage settled = feed.read(ChangesQuery.after(held.next().encode()));

        assertEquals(List.of(), ids(held));
        assertEquals(List.of("after"), ids(settled));
    }
}
