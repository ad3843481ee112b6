package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.time.Instant;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.BulkScorer;
import org.apache.lucene.search.DocIdStream;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Weight;

/**
 * Counts the visible matches in each band, without scoring them: the exact total, and where the page falls. A band
 * is a run of documents in each segment (see {@link BandRanges}), so each run is matched on its own and every match
 * in it is of that band: no filter slows the matching down, and where no listing of the segment is hidden by now,
 * Lucene's windows of matches are counted by their bits rather than one match at a time.
 */
final class BandCounts {

    private BandCounts() {
    }

    /** The visible listings matching {@code query} at {@code now}, per band. */
    static int[] of(IndexSearcher searcher, Query query, Instant now) throws IOException {
        Weight weight = searcher.createWeight(searcher.rewrite(query), ScoreMode.COMPLETE_NO_SCORES, 1f);
        Visibility visibility = Visibility.at(now);
        int[] counts = new int[BandRanges.BANDS];
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            BulkScorer matches = weight.bulkScorer(leaf);
            if (matches == null) {
                continue;
            }
            int[] starts = BandRanges.starts(leaf.reader());
            Counter counter = new Counter(visibility.in(leaf.reader()));
            for (int band = 0; band < BandRanges.BANDS; band++) {
                if (starts[band] < starts[band + 1]) {
                    counter.counted = 0;
                    matches.score(counter, leaf.reader().getLiveDocs(), starts[band], starts[band + 1]);
                    counts[band] += counter.counted;
                }
            }
        }
        return counts;
    }

    private static final class Counter implements LeafCollector {

        private final Visibility.Check check;
        private int counted;

        private Counter(Visibility.Check check) {
            this.check = check;
        }

        @Override
        public void setScorer(Scorable scorer) {
            // Matches are counted, not scored.
        }

        @Override
        public void collect(int doc) throws IOException {
            if (check == null || check.isVisible(doc)) {
                counted++;
            }
        }

        @Override
        public void collect(DocIdStream matches) throws IOException {
            if (check == null) {
                counted += matches.count();
            } else {
                matches.forEach(this::collect);
            }
        }
    }
}
