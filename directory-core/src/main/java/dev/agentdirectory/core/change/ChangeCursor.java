package dev.agentdirectory.core.change;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where a reader of the change log stands, when positions may commit out of order. Positions are taken when a
 * write begins and become visible when it commits, so a slow write can appear below a position already read:
 * the positions skipped so far are kept as gaps and read again until they appear, or until the log's clock shows
 * that a position taken after them is older than the settle time (a write that long in flight is taken to
 * have rolled back, and compaction's holes settle at once). Every position up to {@link #settled()} is applied or
 * settled: that is the position a restart resumes from. Not thread-safe: one follower owns it.
 */
public final class ChangeCursor {

    private record Gap(long last, Instant seenAbove) {
    }

    private long top;
    // first position of each gap -> its last position and the log time of the first change seen above it
    private final TreeMap<Long, Gap> gaps = new TreeMap<>();

    private ChangeCursor(long top) {
        this.top = top;
    }

    /** A cursor for which every position up to {@code position} is applied. */
    public static ChangeCursor at(long position) {
        return new ChangeCursor(position);
    }

    /** The highest position read. */
    public long top() {
        return top;
    }

    /** The highest position up to which every position is applied or settled. */
    public long settled() {
        return gaps.isEmpty() ? top : gaps.firstKey() - 1;
    }

    /** The positions skipped so far, lowest first: the changes to read again. */
    public List<PositionRange> gaps() {
        List<PositionRange> ranges = new ArrayList<>();
        gaps.forEach((first, gap) -> ranges.add(new PositionRange(first, gap.last())));
        return ranges;
    }

    /** Notes a change as read. Positions at or below {@link #settled()} were settled already and change nothing. */
    public void read(ListingChange change) {
        long position = change.position();
        if (position > top) {
            if (position > top + 1) {
                gaps.put(top + 1, new Gap(position - 1, change.loggedAt()));
            }
            top = position;
            return;
        }
        Map.Entry<Long, Gap> holding = gaps.floorEntry(position);
        if (holding == null || holding.getValue().last() < position) {
            return;
        }
        long first = holding.getKey();
        Gap gap = holding.getValue();
        gaps.remove(first);
        if (first < position) {
            gaps.put(first, new Gap(position - 1, gap.seenAbove()));
        }
        if (position < gap.last()) {
            gaps.put(position + 1, gap);
        }
    }

    /** Settles the gaps below a change logged at least {@code settleTime} before {@code logNow}. */
    public void settle(Instant logNow, Duration settleTime) {
        Instant cutoff = logNow.minus(settleTime);
        gaps.values().removeIf(gap -> !gap.seenAbove().isAfter(cutoff));
    }
}
