package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.PositionRange;
import dev.agentdirectory.core.change.PrunedTombstones;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ChangeLog;
import io.micronaut.transaction.annotation.Transactional;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The change log in the {@code listing_changes} table, with seqs from one database sequence and times from the
 * database's clock, so that every instance sharing the database reads the same log by the same clock.
 */
@Singleton
class JdbcChangeLog implements ChangeLog {

    private final ChangeRowRepository changes;
    private final ListingRowRepository listings;
    private final UnreadableRows unreadable;
    private volatile String id;

    JdbcChangeLog(ChangeRowRepository changes, ListingRowRepository listings, UnreadableRows unreadable) {
        this.changes = changes;
        this.listings = listings;
        this.unreadable = unreadable;
    }

    @Override
    public String id() {
        if (id == null) {
            id = changes.logId();
        }
        return id;
    }

    @Override
    public List<ListingChange> after(long position, int max) {
        return withListings(changes.after(position, max));
    }

    @Override
    public List<ListingChange> within(PositionRange range, int max) {
        return withListings(changes.within(range.first(), range.last(), max));
    }

    @Override
    public long head() {
        return changes.head();
    }

    @Override
    public boolean loggedAfter(ListingId listing, long position) {
        return changes.loggedAfter(listing.value(), position);
    }

    @Override
    public Instant now() {
        return changes.now();
    }

    @Override
    public long lastPositionBefore(Instant time) {
        return changes.lastBefore(time);
    }

    @Override
    public PrunedTombstones pruned() {
        return changes.changeLog().pruned();
    }

    @Override
    @Transactional
    public void compact(Instant supersededBefore, Instant tombstonesBefore) {
        changes.deleteSuperseded(supersededBefore);
        // The mark goes up before the tombstones go, in one transaction: no reader sees them gone below it.
        long through = changes.lastTombstoneBefore(tombstonesBefore);
        if (through > 0) {
            changes.raisePruned(through, tombstonesBefore);
            changes.deleteTombstones(through);
        }
    }

    /**
     * Reads the listings the changes name, as they are now: a listing that changed again since is read in its latest
     * state, and its later entry applies that same state once more. A listing this release cannot read is carried as
     * gone: an index drops what it held of it, and a mirror hears of it again with its next change.
     */
    private List<ListingChange> withListings(List<ChangeRow> rows) {
        if (rows.isEmpty()) {
            return List.of();
        }
        Map<String, Listing> current = unreadable.readAll(
                        listings.findByIdIn(rows.stream().map(ChangeRow::listingId).distinct().toList()))
                .stream().collect(Collectors.toMap(l -> l.id().value(), Function.identity()));
        return rows.stream().map(row -> new ListingChange(row.seq(), new ListingId(row.listingId()), row.loggedAt(),
                current.get(row.listingId()))).toList();
    }
}
