package dev.agentdirectory.core.testing;

import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.PositionRange;
import dev.agentdirectory.core.change.PrunedTombstones;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ChangeLog;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A change log whose writes commit when the test says, at the positions it chooses, by a clock it moves: what a
 * database does with concurrent, slow or rolled-back writes, which the in-memory store never does.
 */
public final class ScriptedChangeLog implements ChangeLog {

    private final TreeMap<Long, ListingChange> committed = new TreeMap<>();
    private final MutableClock clock;
    private final String id;
    private PrunedTombstones pruned = PrunedTombstones.NONE;

    public ScriptedChangeLog(String id, MutableClock clock) {
        this.id = id;
        this.clock = clock;
    }

    /** The write of {@code listing} that took {@code position} at {@code loggedAt} commits. */
    public void commit(long position, Listing listing, Instant loggedAt) {
        committed.put(position, new ListingChange(position, listing.id(), loggedAt, listing));
    }

    /** The deregistration of {@code listing} that took {@code position} at {@code loggedAt} commits. */
    public void commitDeletion(long position, ListingId listing, Instant loggedAt) {
        committed.put(position, new ListingChange(position, listing, loggedAt, null));
    }

    /** Compaction removed the tombstones up to {@code through}, all logged before {@code loggedBefore}. */
    public void prune(long through, Instant loggedBefore) {
        committed.headMap(through, true).values().removeIf(ListingChange::isDeletion);
        pruned = new PrunedTombstones(through, loggedBefore);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public List<ListingChange> after(long position, int max) {
        return limit(committed.tailMap(position, false), max);
    }

    @Override
    public List<ListingChange> within(PositionRange range, int max) {
        return limit(committed.subMap(range.first(), true, range.last(), true), max);
    }

    @Override
    public long head() {
        return committed.isEmpty() ? 0 : committed.lastKey();
    }

    @Override
    public boolean loggedAfter(ListingId listing, long position) {
        return committed.tailMap(position, false).values().stream()
                .anyMatch(change -> change.listingId().equals(listing));
    }

    @Override
    public Instant now() {
        return clock.instant();
    }

    @Override
    public long lastPositionBefore(Instant time) {
        return committed.descendingMap().entrySet().stream()
                .filter(entry -> entry.getValue().loggedAt().isBefore(time))
                .mapToLong(Map.Entry::getKey).findFirst().orElse(0);
    }

    @Override
    public PrunedTombstones pruned() {
        return pruned;
    }

    @Override
    public void compact(Instant supersededBefore, Instant tombstonesBefore) {
        throw new UnsupportedOperationException("tests prune explicitly");
    }

    private static List<ListingChange> limit(SortedMap<Long, ListingChange> changes, int max) {
        return changes.values().stream().limit(max).toList();
    }
}
