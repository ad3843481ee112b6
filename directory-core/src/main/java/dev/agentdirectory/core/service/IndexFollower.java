package dev.agentdirectory.core.service;

import dev.agentdirectory.core.change.ChangeCursor;
import dev.agentdirectory.core.change.EntryAndAbove;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.change.FollowState;
import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.LoggedEntry;
import dev.agentdirectory.core.change.PositionRange;
import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * Keeps a search index a view of the store by applying the store's change log in order. At start it resumes from
 * the mark the index kept, or rebuilds the index from the store when the index is new, was built from another
 * database, stands below compacted tombstones, or stands where the store's log went back (a database restored from
 * an older copy: then also while it follows). Each instance's writers catch up right after their write, so
 * the next search on that instance sees it; a background poll brings in every other instance's writes. An index
 * reopened from its mark has not yet applied what the store committed after its last commit (after a crash, writes
 * this instance acknowledged): searches wait for that first catch-up rather than show what was deleted or changed.
 */
public final class IndexFollower {

    private static final System.Logger LOG = System.getLogger(IndexFollower.class.getName());

    private enum Phase { CLOSED, REBUILDING, FOLLOWING }

    private final ListingStore store;
    private final ChangeLog log;
    private final SearchIndex index;
    private final DemotionPolicy demotion;
    private final FollowSettings settings;
    private final Clock clock;
    private final ReentrantLock lock = new ReentrantLock();
    private final ReentrantLock opening = new ReentrantLock();
    private final Object caughtUpOrRebuilding = new Object();
    private volatile Phase phase = Phase.CLOSED;
    private volatile boolean caughtUp;
    private volatile int rebuilds;
    private volatile long behind;
    private ChangeCursor cursor;
    // The entry at the cursor's top, as it was read: null until one is read after an opening.
    private ListingChange lastRead;
    // The log went back below what this index applied: the next follow() rebuilds, whatever the index's mark says.
    private volatile boolean logWentBack;
    private final AtomicLong catchUpsStarted = new AtomicLong();
    private volatile long catchUpsFinished;
    private volatile Instant currentAsOf;

    IndexFollower(ListingStore store, SearchIndex index, DemotionPolicy demotion, FollowSettings settings,
                  Clock clock) {
        this.store = store;
        this.log = store.changeLog();
        this.index = index;
        this.demotion = demotion;
        this.settings = settings;
        this.clock = clock;
        this.currentAsOf = clock.instant();
    }

    /**
     * Reopens the index from its mark, if it has one this store's log still covers, and does no more: from here until
     * the catch-up that follows, searches wait for it ({@link #awaitCaughtUp}). An index without a mark on a store that
     * holds no listing is built here, empty, rather than in the background: otherwise a write made before that build
     * ended would be applied by no one until it had, and the search after it would miss it. Cheap either way (the mark,
     * the log's id, one page of none), so an application calls it before it takes requests, then {@link #follow()} in
     * the background. Answers whether the index was reopened or built: false also while another caller is opening it,
     * so {@link #rebuilds()} is what tells whether it was rebuilt.
     */
    public boolean open() {
        if (phase == Phase.CLOSED && opening.tryLock()) {
            try {
                if (phase != Phase.CLOSED) {
                    return phase == Phase.FOLLOWING;
                }
                if (!resume() && store.findPage(null, 1).isEmpty()) {
                    rebuild(() -> false);
                }
                return phase == Phase.FOLLOWING;
            } finally {
                opening.unlock();
            }
        }
        return phase == Phase.FOLLOWING;
    }

    /**
     * Resumes from the index's mark, or rebuilds it (which takes a while on a large store; writers meanwhile do not
     * wait for it), then applies every change committed so far. Answers how many listings were applied.
     */
    public int follow() {
        return follow(() -> false);
    }

    /**
     * As {@link #follow()}, for a caller that may have to stop first: a rebuild then ends after the page in hand and
     * leaves the index without a mark, so that the next opening rebuilds it again.
     */
    public int follow(BooleanSupplier stopping) {
        int rebuilt = 0;
        // One caller opens the index; others meanwhile return at once rather than wait out a long rebuild.
        if (phase == Phase.CLOSED && opening.tryLock()) {
            try {
                if (phase == Phase.CLOSED && !resume()) {
                    rebuilt = rebuild(stopping);
                    if (phase != Phase.FOLLOWING) {
                        return rebuilt; // stopped before the rebuild was done
                    }
                }
            } finally {
                opening.unlock();
            }
        }
        return rebuilt + catchUp();
    }

    /**
     * Drops the index and builds it again from the store, page by page; then follows the log, catching up at once with
     * what was written meanwhile, so that the next search need not wait for the next {@link #catchUp()} (it waited out
     * the opening wait, 10 s by default, until one came).
     */
    public int rebuild() {
        return rebuild(() -> false) + catchUp();
    }

    private int rebuild(BooleanSupplier stopping) {
        long start;
        lock.lock();
        try {
            phase = Phase.REBUILDING;
            caughtUp = false;
            wakeWaiters(); // a rebuild answers from what it has streamed so far: nobody waits minutes for it
            // Positions up to here are committed or settled; whatever commits later is read from the log afterwards,
            // so a listing that changes while the pages stream is applied again in its latest state.
            start = log.lastPositionBefore(log.now().minus(settings.settleTime()));
            index.clear();
        } finally {
            lock.unlock();
        }
        int rebuilt = 0;
        ListingId after = null;
        List<Listing> page;
        try {
            do {
                page = store.findPage(after, settings.batchSize());
                if (!page.isEmpty()) {
                    index.apply(new IndexUpdate(page.stream().map(this::entry).toList(), List.of(), null));
                    after = page.get(page.size() - 1).id();
                    rebuilt += page.size();
                }
            } while (page.size() == settings.batchSize() && !stopping.getAsBoolean());
        } catch (RuntimeException e) {
            phase = Phase.CLOSED; // the next follow() starts the rebuild again
            throw e;
        }
        if (page.size() == settings.batchSize()) {
            phase = Phase.CLOSED;
            return rebuilt;
        }
        lock.lock();
        try {
            cursor = ChangeCursor.at(start);
            lastRead = null;
            logWentBack = false;
            // Recorded now, not with the next change applied: a store that stays quiet would otherwise leave the
            // index without a mark, and the next start would rebuild it again.
            index.apply(new IndexUpdate(List.of(), List.of(), mark()));
            phase = Phase.FOLLOWING;
            rebuilds++;
        } finally {
            lock.unlock();
        }
        return rebuilt;
    }

    /** How many times this follower has built the index from the store: none when it resumed from the index's mark. */
    public int rebuilds() {
        return rebuilds;
    }

    /**
     * Applies every change committed since the last catch-up, in one index update per batch. Does nothing before
     * the index is opened or while it is rebuilt. Answers how many listings were applied.
     */
    public int catchUp() {
        return catchUpAfter(Long.MAX_VALUE); // no catch-up number exceeds it: always catches up
    }

    /**
     * Catches up unless a catch-up that began after catch-up number {@code seen} began has finished since: that one
     * read every change committed before {@code seen} was taken. Writers waiting on the lock thus share one
     * catch-up, and one searcher refresh, instead of taking turns.
     */
    private int catchUpAfter(long seen) {
        if (phase != Phase.FOLLOWING) {
            return 0;
        }
        lock.lock();
        try {
            if (phase != Phase.FOLLOWING || catchUpsFinished > seen) {
                return 0;
            }
            long number = catchUpsStarted.incrementAndGet();
            Instant started = clock.instant();
            int applied = catchUpNow();
            currentAsOf = started;
            catchUpsFinished = number;
            return applied;
        } finally {
            lock.unlock();
        }
    }

    private int catchUpNow() {
        int applied = 0;
        List<ListingChange> batch;
        do {
            batch = changesAboveTop();
            if (phase != Phase.FOLLOWING) {
                return applied; // the log went back: the next follow() rebuilds
            }
            applied += apply(batch);
        } while (batch.size() == settings.batchSize());
        applied += readGaps();
        caughtUp = true;
        wakeWaiters();
        return applied;
    }

    /**
     * Catches up after a write of this instance, so that its next search sees the write. The write is committed
     * whatever happens here: a failure is left to the next background catch-up.
     */
    void afterWrite() {
        long seen = catchUpsStarted.get();
        try {
            catchUpAfter(seen);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "The search index could not catch up after a write; the background "
                    + "catch-up applies it", e);
        }
    }

    /**
     * Waits, at most the settings' {@code openingWait}, while the index, reopened from its mark or just rebuilt, has not yet applied what the
     * store committed before its first catch-up began. An index never opened, or being rebuilt, is not waited for: it
     * answers from what it has, and readiness says it is not ready. Answers whether the index had caught up.
     */
    boolean awaitCaughtUp() {
        if (caughtUp || phase != Phase.FOLLOWING) {
            return caughtUp;
        }
        long deadline = System.nanoTime() + settings.openingWait().toNanos();
        synchronized (caughtUpOrRebuilding) {
            while (phase == Phase.FOLLOWING && !caughtUp) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(caughtUpOrRebuilding, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return caughtUp;
                }
            }
            return caughtUp;
        }
    }

    private void wakeWaiters() {
        synchronized (caughtUpOrRebuilding) {
            caughtUpOrRebuilding.notifyAll();
        }
    }

    /** Where the index stands; {@code behind} is measured against the log's newest position. */
    public FollowState state() {
        if (phase != Phase.FOLLOWING) {
            return new FollowState(false, phase == Phase.REBUILDING, 0, behind, currentAsOf);
        }
        long position = settledPosition();
        behind = Math.max(0, log.head() - position);
        return new FollowState(caughtUp, false, position, behind, currentAsOf);
    }

    /** Compacts the log: superseded entries after the settle time, tombstones after {@code tombstoneRetention}. */
    public void compactLog(Duration tombstoneRetention) {
        var now = log.now();
        log.compact(now.minus(settings.settleTime().multipliedBy(2)), now.minus(tombstoneRetention));
    }

    private boolean resume() {
        lock.lock();
        try {
            Optional<IndexMark> mark = index.mark();
            if (mark.isEmpty() || !mark.get().logId().equals(log.id())
                    || mark.get().position() < log.pruned().through() || logWentBack) {
                return false;
            }
            IndexMark reached = mark.get();
            Optional<ListingChange> atMark = entryAt(reached);
            if (wentBackBelow(reached, atMark)) {
                warnLogWentBack(reached.position());
                return false;
            }
            cursor = ChangeCursor.at(reached.position());
            lastRead = atMark.orElse(null);
            phase = Phase.FOLLOWING;
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** The entry the log holds now at the mark's position, when the mark says which one it read there. */
    private Optional<ListingChange> entryAt(IndexMark mark) {
        if (mark.entryAtPosition().isEmpty()) {
            return Optional.empty();
        }
        return log.entryAndAfter(mark.position(), 0).atPosition();
    }

    /** Whether the log went back below {@code mark}, as {@link #changesAboveTop} tells it from the entry there. */
    private boolean wentBackBelow(IndexMark mark, Optional<ListingChange> atMark) {
        return mark.entryAtPosition().map(entry -> wentBackBelow(entry, mark.position(), atMark))
                .orElseGet(() -> log.endsBelow(mark.position()));
    }

    /**
     * The next batch of changes above the cursor's top. The entry at the top is read again with it: an entry never
     * changes, so another one there (another listing, another time) means that the log went back and another write
     * took that position since; one that is gone and was not compacted away means the same. Either way the index
     * may hold listings the store lost without a tombstone, and is rebuilt.
     */
    private List<ListingChange> changesAboveTop() {
        long top = cursor.top();
        if (lastRead == null || lastRead.position() != top) {
            return log.after(top, settings.batchSize());
        }
        EntryAndAbove read = log.entryAndAfter(top, settings.batchSize());
        if (wentBackBelow(LoggedEntry.of(lastRead), top, read.atPosition())) {
            wentBack(top);
            return List.of();
        }
        if (read.atPosition().isEmpty()) {
            lastRead = null; // compacted away: nothing to compare with until the next entry is read
        }
        return read.above();
    }

    /**
     * Whether the log went back below {@code position}, where {@code readThere} was read and {@code there} is what it
     * holds now: another entry (an entry never changes), or none where compaction cannot have removed it. Compaction
     * removes an entry only once a later entry of the same listing supersedes it, or as a tombstone at or below
     * {@code pruned_through}.
     */
    private boolean wentBackBelow(LoggedEntry readThere, long position, Optional<ListingChange> there) {
        return there.map(found -> !readThere.isAgain(found)).orElseGet(() -> log.pruned().through() < position
                && !log.loggedAfter(readThere.listingId(), position));
    }

    private void wentBack(long reached) {
        warnLogWentBack(reached);
        logWentBack = true;
        phase = Phase.CLOSED;
        caughtUp = false;
        wakeWaiters(); // searches waiting for the catch-up read the index as it stands
    }

    private static void warnLogWentBack(long reached) {
        LOG.log(System.Logger.Level.WARNING, "The store's change log went back below position " + reached
                + ", which the search index had reached: the database was restored from an older copy, or failed "
                + "over to a standby that lacked the last writes. The index is rebuilt from the store, since "
                + "listings it holds from beyond that point may be gone without a trace in the log.");
    }

    private int readGaps() {
        List<PositionRange> gaps = cursor.gaps();
        if (gaps.isEmpty()) {
            return 0;
        }
        int applied = 0;
        for (PositionRange gap : gaps) {
            applied += apply(log.within(gap, settings.batchSize()));
        }
        cursor.settle(log.now(), settings.settleTime());
        applyToIndex(new IndexUpdate(List.of(), List.of(), mark()));
        return applied;
    }

    private int apply(List<ListingChange> changes) {
        if (changes.isEmpty()) {
            return 0;
        }
        // A listing changed twice in the batch carries the same current state both times: apply it once.
        Map<ListingId, Optional<Listing>> latest = new LinkedHashMap<>();
        for (ListingChange change : changes) {
            latest.put(change.listingId(), change.listing());
            cursor.read(change);
        }
        ListingChange highest = changes.get(changes.size() - 1); // changes come lowest position first
        if (highest.position() == cursor.top()) {
            lastRead = highest;
        }
        List<IndexedListing> puts = new ArrayList<>();
        List<ListingId> removes = new ArrayList<>();
        latest.forEach((id, listing) -> listing.ifPresentOrElse(l -> puts.add(entry(l)), () -> removes.add(id)));
        applyToIndex(new IndexUpdate(puts, removes, mark()));
        return latest.size();
    }

    /**
     * An update the index failed to apply may be in it in part, and an index that failed to write may have lost what
     * it had not made durable, while the cursor has moved past both: the next {@link #follow} resumes from the mark
     * the index gives then, as a restart would, and applies again what it lacks. Searches meanwhile read the index as
     * it stands, and readiness reads not caught up.
     */
    private void applyToIndex(IndexUpdate update) {
        try {
            index.apply(update);
        } catch (RuntimeException e) {
            phase = Phase.CLOSED;
            caughtUp = false;
            wakeWaiters(); // searches waiting for the catch-up read the index as it stands
            throw e;
        }
    }

    private IndexMark mark() {
        long position = cursor.settled();
        return new IndexMark(log.id(), position,
                lastRead != null && lastRead.position() == position ? LoggedEntry.of(lastRead) : null);
    }

    private long settledPosition() {
        lock.lock();
        try {
            return cursor.settled();
        } finally {
            lock.unlock();
        }
    }

    private IndexedListing entry(Listing listing) {
        return SearchEntry.of(listing, demotion);
    }
}
