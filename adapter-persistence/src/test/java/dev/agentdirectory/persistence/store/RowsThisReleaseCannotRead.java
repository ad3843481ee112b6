package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ConceptEmbedder;
import dev.agentdirectory.core.port.out.Listings;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A row this release cannot read (a service type a newer release added, during a rolling upgrade or after a rollback;
 * a row edited by hand) is absent to this release, and every other listing reads on: one row must not stop the
 * search index, the feed or the background work. Each database's store test runs this.
 */
interface RowsThisReleaseCannotRead {

    Instant NOW = Listings.T0.plusSeconds(3600);

    StoreContext database();

    @Test
    default void aRowThisReleaseCannotReadIsAbsentAndTheListingsAroundItReadOn() throws SQLException {
        JdbcListingStore store = abcWithBWrittenByANewerRelease();

        assertEquals(Optional.empty(), store.findById(id("b")));
        assertEquals(List.of("a", "c"), ids(store.findAllById(List.of(id("a"), id("b"), id("c")))).stream()
                .sorted().toList());
        assertEquals(List.of("a", "c"), ids(store.findPage(null, 2)), "a full page, the row left out");
        assertEquals(List.of("c"), ids(store.findPage(id("a"), 1)));
        assertEquals(List.of(), ids(store.findPage(id("c"), 2)));
    }

    @Test
    default void theLogCarriesAListingThisReleaseCannotReadAsGone() throws SQLException {
        JdbcListingStore store = abcWithBWrittenByANewerRelease();

        Map<String, Boolean> gone = store.changeLog().after(0, 10).stream().collect(Collectors.toMap(
                change -> change.listingId().value(), ListingChange::isDeletion, (first, later) -> later));

        assertEquals(Map.of("a", false, "b", true, "c", false), gone);
    }

    @Test
    default void aRowThisReleaseCannotReadIsClaimedForProbesAndEmbeddingsButNotHandedOut() throws SQLException {
        JdbcListingStore store = database().freshStore();
        store.insert(Listings.minimal("a"));
        store.insert(Listings.minimal("b"));
        writtenByANewerRelease("b");
        Instant lease = NOW.plusSeconds(60);

        assertEquals(List.of("a"), ids(store.claimDueForProbe(NOW, lease, 10)));
        assertEquals(List.of("a"), ids(store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, NOW, lease, 10)));
        // Claimed: until its lease ends, it no longer heads the batches of listings due first.
        assertTrue(store.claimDueForProbe(NOW, lease, 10).isEmpty());
        assertTrue(store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, NOW, lease, 10).isEmpty());
    }

    private JdbcListingStore abcWithBWrittenByANewerRelease() throws SQLException {
        JdbcListingStore store = database().freshStore();
        for (String id : List.of("a", "b", "c")) {
            store.insert(Listings.minimal(id));
        }
        writtenByANewerRelease("b");
        return store;
    }

    /** The row as a release with a third kind of service would write it, its change logged. */
    private void writtenByANewerRelease(String id) throws SQLException {
        try (Connection connection = database().connect();
             PreparedStatement update = connection.prepareStatement(
                     "UPDATE listings SET service_type = 'a2a_agent' WHERE id = ?");
             PreparedStatement log = connection.prepareStatement("INSERT INTO listing_changes (seq, listing_id, "
                     + "logged_at) VALUES (nextval('listing_change_seq'), ?, CURRENT_TIMESTAMP)")) {
            update.setString(1, id);
            assertEquals(1, update.executeUpdate());
            log.setString(1, id);
            log.executeUpdate();
        }
    }

    private static ListingId id(String value) {
        return new ListingId(value);
    }

    private static List<String> ids(List<Listing> listings) {
        return listings.stream().map(listing -> listing.id().value()).toList();
    }
}
