package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.time.Instant;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.BulkScorer;
import org.apache.lucene.search.CollectionTerminatedException;
import org.apache.lucene.search.FieldDoc;
import org.apache.lucene.search.FilterLeafCollector;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.TopFieldCollector;
import org.apache.lucene.search.TopFieldCollectorManager;
import org.apache.lucene.search.Weight;

/**
 * The best matches of one band. A band is a run of documents in each segment (see {@link BandRanges}), so the
 * query is scored over that run alone rather than filtered: Lucene then runs a plain disjunction with its fastest
 * top-score strategy, skipping what cannot reach the page, and a listing hidden by now is dropped as it is collected.
 */
final class BandRanking {

    private final IndexSearcher searcher;
    private final Weight weight;
    private final Visibility visibility;

    BandRanking(IndexSearcher searcher, Query scoring, Instant now) throws IOException {
        this.searcher = searcher;
        this.weight = searcher.createWeight(searcher.rewrite(scoring), ScoreMode.TOP_SCORES, 1f);
        this.visibility = Visibility.at(now);
    }

    /** The {@code wanted} best matches in {@code band}, best first, equal scores in id order, each with its score. */
    ScoreDoc[] top(int band, int wanted) throws IOException {
        TopFieldCollector collector =
                new TopFieldCollectorManager(ResultOrder.WITHIN_BAND, wanted, null, wanted).newCollector();
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            int[] starts = BandRanges.starts(leaf.reader());
            if (starts[band] < starts[band + 1]) {
                score(leaf, starts[band], starts[band + 1], collector);
            }
        }
        ScoreDoc[] top = collector.topDocs().scoreDocs;
        for (ScoreDoc doc : top) {
            // Sorted by score first, a document keeps its score as its first sort value.
            doc.score = (Float) ((FieldDoc) doc).fields[0];
        }
        return top;
    }

    private void score(LeafReaderContext leaf, int from, int to, TopFieldCollector collector) throws IOException {
        BulkScorer scorer = weight.bulkScorer(leaf);
        if (scorer == null) {
            return;
        }
        try {
            LeafCollector collecting = collector.getLeafCollector(leaf);
            Visibility.Check check = visibility.in(leaf.reader());
            LeafCollector visible = check == null ? collecting : new FilterLeafCollector(collecting) {
                @Override
                public void collect(int doc) throws IOException {
                    if (check.isVisible(doc)) {
                        super.collect(doc);
                    }
                }
            };
            scorer.score(visible, leaf.reader().getLiveDocs(), from, to);
            visible.finish();
        } catch (CollectionTerminatedException enough) {
            // The collector needs nothing more from this segment.
        }
    }
}
