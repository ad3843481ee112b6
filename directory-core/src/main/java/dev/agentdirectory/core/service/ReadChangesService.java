package dev.agentdirectory.core.service;

import dev.agentdirectory.core.change.ChangeCursor;
import dev.agentdirectory.core.change.EntryAndAbove;
import dev.agentdirectory.core.change.FeedCursor;
import dev.agentdirectory.core.change.FeedRequest;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.LoggedEntry;
import dev.agentdirectory.core.change.PrunedTombstones;
import dev.agentdirectory.core.error.ResyncNeededException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.ChangePage;
import dev.agentdirectory.core.port.in.ChangesQuery;
import dev.agentdirectory.core.port.in.ReadChangesUseCase;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.rules.ChangeFeedRules;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The change log as a feed. A page hands out the entries above the reader's position up to the first gap that has
 * not settled ({@link ChangeCursor} judges, by the log's clock and the settle time), so a cursor never passes a
 * position whose write may still commit: entries are served as soon as they commit, and only those above an open
 * gap wait, at most the settle time. The feed keeps no state; the cursor carries all the next page needs.
 */
public final class ReadChangesService implements ReadChangesUseCase {

    private record Start(long position, Instant since, boolean fromCursor, Long entry) {
    }

    private final ChangeLog log;
    private final Duration settleTime;

    ReadChangesService(ChangeLog log, FollowSettings settings) {
        this.log = log;
        this.settleTime = settings.settleTime();
    }

    @Override
    public ChangePage read(ChangesQuery query) {
        FeedRequest request = ChangeFeedRules.check(query);
        Start start = start(request);
        List<ListingChange> read = above(start, request.limit());
        ChangeCursor cursor = ChangeCursor.at(start.position());
        read.forEach(cursor::read);
        cursor.settle(log.now(), settleTime);
        refuseIfStale(start, read.isEmpty());
        long settled = cursor.settled();
        List<ListingChange> ready = read.stream().filter(change -> change.position() <= settled).toList();
        boolean more = read.size() == request.limit() && ready.size() == read.size();
        return new ChangePage(latestOfEach(ready),
                new FeedCursor(log.id(), settled, start.since(), entryAt(settled, ready, start)), more);
    }

    /**
     * The entries above the start, lowest position first. A cursor that knows the entry it was given at its position
     * reads that position again: entries never change, so another one there means the log went back and another
     * write took the position since. One that is gone was compacted away, or the log ends below it now (refused
     * below).
     */
    private List<ListingChange> above(Start start, int limit) {
        if (start.entry() == null) {
            return log.after(start.position(), limit);
        }
        EntryAndAbove read = log.entryAndAfter(start.position(), limit);
        if (read.atPosition().filter(entry -> LoggedEntry.of(entry).fingerprint() != start.entry()).isPresent()) {
            throw ResyncNeededException.positionTakenAgain();
        }
        return read.above();
    }

    /** The fingerprint of the entry at the next cursor's position, when the reader has been given that entry. */
    private static Long entryAt(long position, List<ListingChange> ready, Start start) {
        if (!ready.isEmpty() && ready.get(ready.size() - 1).position() == position) {
            return LoggedEntry.of(ready.get(ready.size() - 1)).fingerprint();
        }
        return position == start.position() ? start.entry() : null;
    }

    /**
     * A change is logged when its write takes a position, up to the settle time before it commits; so a reader
     * starting now, or from a time, is taken to need every tombstone logged up to the settle time earlier.
     */
    private Start start(FeedRequest request) {
        if (request.cursor() != null) {
            if (!request.cursor().logId().equals(log.id())) {
                throw ResyncNeededException.otherLog();
            }
            return new Start(request.cursor().position(), request.cursor().since(), true, request.cursor().entry());
        }
        Instant now = log.now();
        if (request.updatedSince() == null) {
            return new Start(0, now.minus(settleTime), false, null);
        }
        Instant asked = request.updatedSince();
        Instant since = (asked.isAfter(now) ? now : asked.isBefore(Instant.EPOCH) ? Instant.EPOCH : asked)
                .minus(settleTime);
        // Positions follow the time they are taken to within the settle time: every change logged since
        // updated_since stands above this position.
        return new Start(log.lastPositionBefore(since), since, false, null);
    }

    /**
     * Read after the entries: compaction raises its mark before it removes tombstones, in one transaction, so a
     * mark that still lets the reader through was read after entries that still held every tombstone it needs.
     */
    private void refuseIfStale(Start start, boolean readNothing) {
        PrunedTombstones pruned = log.pruned();
        if (pruned.mayHaveRemovedWhatIsNeededBy(start.position(), start.since())) {
            throw ResyncNeededException.tombstonesPruned();
        }
        if (start.fromCursor() && readNothing && log.endsBelow(start.position())) {
            throw ResyncNeededException.pastTheEnd();
        }
    }

    /** Every entry carries its listing's current state: an earlier entry of the same listing adds nothing. */
    private static List<ListingChange> latestOfEach(List<ListingChange> changes) {
        Map<ListingId, ListingChange> latest = new LinkedHashMap<>();
        for (ListingChange change : changes) {
            latest.remove(change.listingId());
            latest.put(change.listingId(), change);
        }
        return List.copyOf(latest.values());
    }
}
