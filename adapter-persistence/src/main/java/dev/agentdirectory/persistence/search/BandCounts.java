package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.health.Standing;
import java.io.IOException;
import java.util.Collection;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.SimpleCollector;

/** Counts the matches in each band, without scoring them: the exact total, and where the page falls. */
final class BandCounts implements CollectorManager<BandCounts.Counter, int[]> {

    private static final int BANDS = Standing.values().length;

    static final class Counter extends SimpleCollector {

        private final int[] counts = new int[BANDS];
        private NumericDocValues bands;

        @Override
        protected void doSetNextReader(LeafReaderContext context) throws IOException {
            bands = DocValues.getNumeric(context.reader(), ListingDocument.BAND);
        }

        @Override
        public void collect(int doc) throws IOException {
            if (bands.advanceExact(doc)) {
                counts[(int) bands.longValue()]++;
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
        int[] total = new int[BANDS];
        for (Counter counter : counters) {
            for (int band = 0; band < BANDS; band++) {
                total[band] += counter.counts[band];
            }
        }
        return total;
    }
}
