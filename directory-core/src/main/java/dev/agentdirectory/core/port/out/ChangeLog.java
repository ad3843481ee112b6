package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.change.EntryAndAbove;
import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.PositionRange;
import dev.agentdirectory.core.change.PrunedTombstones;
import dev.agentdirectory.core.listing.ListingId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The store's ordered record of changes, which every search index follows. Each write that changes what search
 * shows (registration, update, deregistration, a probe result) takes the next position in the same transaction
 * as the write. Positions increase with the time they are taken, but may become visible out of order (see
 * {@link dev.agentdirectory.core.change.ChangeCursor}). Superseded entries and old tombstones are compacted away.
 */
public interface ChangeLog {

    /** Identifies this log, that is this database: an index built from another log must be rebuilt. */
    String id();

    /** Committed changes above {@code position}, lowest position first, at most {@code max}. */
    List<ListingChange> after(long position, int max);

    /**
     * The entry at {@code position}, if the log still holds it, and up to {@code max} committed changes above it, in
     * one read: a reader that kept what it read at its position reads it again with its next batch, and so learns
     * whether the log went back (entries never change) at no cost of a query.
     */
    default EntryAndAbove entryAndAfter(long position, int max) {
        List<ListingChange> read = after(position - 1, max + 1);
        if (!read.isEmpty() && read.get(0).position() == position) {
            return new EntryAndAbove(Optional.of(read.get(0)), read.subList(1, read.size()));
        }
        return new EntryAndAbove(Optional.empty(), read.size() > max ? read.subList(0, max) : read);
    }

    /** Committed changes within {@code range}, lowest position first, at most {@code max}. */
    List<ListingChange> within(PositionRange range, int max);

    /** The highest position logged so far, or 0. */
    long head();

    /** Whether the log holds an entry of {@code listing} above {@code position}. */
    boolean loggedAfter(ListingId listing, long position);

    /** The time by the clock that stamps changes. */
    Instant now();

    /** The highest position logged before {@code time}, or 0. */
    long lastPositionBefore(Instant time);

    /**
     * How far tombstones have been compacted away: a reader that stands below {@code through} could miss a
     * deregistration, and rebuilds or resyncs instead.
     */
    PrunedTombstones pruned();

    /**
     * Whether the log ends below {@code position}, a position a reader of this log once reached: the database went
     * back (restored from an older copy, or failed over to a standby that lacked the last writes), and what the
     * reader holds from above its end may be gone without a tombstone. Only compaction lowers the head, and it raises
     * {@link #pruned()} past what it removes first.
     */
    default boolean endsBelow(long position) {
        return position > Math.max(head(), pruned().through());
    }

    /**
     * Removes entries logged before {@code supersededBefore} that a later entry of the same listing supersedes, and
     * tombstones logged before {@code tombstonesBefore}, first raising {@link #pruned()} past them.
     */
    void compact(Instant supersededBefore, Instant tombstonesBefore);
}
