package dev.agentdirectory.core.change;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.listing.ListingId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ChangeCursorTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final Duration SETTLE = Duration.ofSeconds(30);

    private static ListingChange at(long position, Instant loggedAt) {
        return new ListingChange(position, new ListingId("l" + position), loggedAt, null);
    }

    @Test
    void positionsReadInOrderAreSettledAsTheyCome() {
        ChangeCursor cursor = ChangeCursor.at(10);
        cursor.read(at(11, T0));
        cursor.read(at(12, T0));

        assertEquals(12, cursor.settled());
        assertEquals(List.of(), cursor.gaps());
    }

    @Test
    void aSkippedPositionHoldsTheSettledPositionBelowItUntilItCommits() {
        ChangeCursor cursor = ChangeCursor.at(10);
        cursor.read(at(12, T0));
        cursor.read(at(13, T0));

        assertEquals(10, cursor.settled());
        assertEquals(List.of(new PositionRange(11, 11)), cursor.gaps());

        cursor.read(at(11, T0.plusSeconds(1)));

        assertEquals(13, cursor.settled());
        assertEquals(List.of(), cursor.gaps());
    }

    @Test
    void aPositionFilledInsideAGapSplitsIt() {
        ChangeCursor cursor = ChangeCursor.at(0);
        cursor.read(at(10, T0));
        cursor.read(at(4, T0));

        assertEquals(List.of(new PositionRange(1, 3), new PositionRange(5, 9)), cursor.gaps());
        assertEquals(0, cursor.settled());
    }

    @Test
    void aGapSettlesOnceAPositionTakenAfterItIsOlderThanTheSettleTime() {
        ChangeCursor cursor = ChangeCursor.at(0);
        cursor.read(at(3, T0));
        cursor.read(at(5, T0.plusSeconds(20)));

        cursor.settle(T0.plus(SETTLE).minusMillis(1), SETTLE);
        assertEquals(List.of(new PositionRange(1, 2), new PositionRange(4, 4)), cursor.gaps());

        cursor.settle(T0.plus(SETTLE), SETTLE);
        assertEquals(List.of(new PositionRange(4, 4)), cursor.gaps());
        assertEquals(3, cursor.settled());

        cursor.settle(T0.plusSeconds(20).plus(SETTLE), SETTLE);
        assertEquals(5, cursor.settled());
    }

    @Test
    void positionsAtOrBelowTheSettledOneChangeNothing() {
        ChangeCursor cursor = ChangeCursor.at(10);
        cursor.read(at(7, T0));

        assertEquals(10, cursor.settled());
        assertEquals(10, cursor.top());
    }

    /**
     * Writers take positions in order and commit after random delays shorter than the settle time; a reader polls
     * what is committed. Every position is read exactly when it commits, none is settled before it commits, and
     * at the end everything up to the last committed position is settled.
     */
    @Test
    void outOfOrderCommitsShorterThanTheSettleTimeAreNeverMissed() {
        Random random = new Random(20261123);
        for (int run = 0; run < 200; run++) {
            int writes = 1 + random.nextInt(60);
            TreeMap<Long, Instant> taken = new TreeMap<>();
            TreeMap<Long, Instant> commitsAt = new TreeMap<>();
            Instant clock = T0;
            for (long position = 1; position <= writes; position++) {
                clock = clock.plusMillis(random.nextInt(2000));
                taken.put(position, clock);
                boolean rolledBack = random.nextInt(20) == 0;
                if (!rolledBack) {
                    commitsAt.put(position, clock.plusMillis(random.nextInt((int) SETTLE.toMillis() - 1)));
                }
            }
            ChangeCursor cursor = ChangeCursor.at(0);
            Set<Long> read = new HashSet<>();
            Instant end = clock.plus(SETTLE.multipliedBy(3));
            for (Instant now = T0; !now.isAfter(end); now = now.plusMillis(250)) {
                List<Long> visible = new ArrayList<>();
                for (var commit : commitsAt.entrySet()) {
                    if (!commit.getValue().isAfter(now)) {
                        visible.add(commit.getKey());
                    }
                }
                // what a poll answers: committed positions above the top, and those inside the gaps
                List<Long> answered = new ArrayList<>();
                for (long position : visible) {
                    boolean inGap = cursor.gaps().stream().anyMatch(gap -> gap.contains(position));
                    if (position > cursor.top() || inGap) {
                        answered.add(position);
                    }
                }
                Collections.sort(answered);
                for (long position : answered) {
                    assertTrue(read.add(position), "position " + position + " read twice");
                    cursor.read(at(position, taken.get(position)));
                }
                cursor.settle(now, SETTLE);
                for (long position = 1; position <= cursor.settled(); position++) {
                    Instant commit = commitsAt.get(position);
                    assertTrue(commit == null || !commit.isAfter(now), "position " + position + " settled early");
                }
            }
            assertEquals(commitsAt.keySet(), read);
            assertEquals(commitsAt.isEmpty() ? 0 : commitsAt.lastKey(), cursor.settled());
        }
    }
}
