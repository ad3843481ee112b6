package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.time.Instant;
import java.util.Collection;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.SimpleCollector;

/**
 * Counts the visible matches in each band, without scoring them: the exact total, and where the page falls. A
 * match's band is told by its document number (see {@link BandRanges}), so no filter slows the matching down.
 */
final class BandCounts implements CollectorManager<BandCounts.Counter, int[]> {

    private final Visibility visibility;

    BandCounts(Instant now) {
        this.visibility = Visibility.at(now);
    }

    final class Counter extends SimpleCollector {

        private final int[] counts = new int[BandRanges.BANDS];
        private int[] starts;
        private Visibility.Check check;

        @Override
        protected void doSetNextReader(LeafReaderContext context) throws IOException {
            starts = BandRanges.starts(context.reader());
            check = visibility.in(context.reader());
        }

        @Override
        public void collect(int doc) throws IOException {
            if (check == null || check.isVisible(doc)) {
                int band = 0;
                while (doc >= starts[band + 1]) {
                    band++;
                }
                counts[band]++;
            }
        }

        @Override
        public ScoreMode scoreMode() {
            return ScoreMode.COMPLETE_NO_SCORES;
        }
    }

    @Override
    public Counter newCollector() {
        return new Counter();
    }

    @Override
    public int[] reduce(Collection<Counter> counters) {
        int[] total = new int[BandRanges.BANDS];
        for (Counter counter : counters) {
            for (int band = 0; band < BandRanges.BANDS; band++) {
                total[band] += counter.counts[band];
            }
        }
        return total;
    }
}
