package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.time.Instant;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TwoPhaseIterator;
import org.apache.lucene.search.Weight;

/** Every listing visible at a moment, as a query: what browsing lists. */
final class VisibleListings extends Query {

    private final Instant now;

    VisibleListings(Instant now) {
        this.now = now;
    }

    @Override
    public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
        Visibility visibility = Visibility.at(now);
        return new ConstantScoreWeight(this, boost) {
            @Override
            public Scorer scorer(LeafReaderContext context) throws IOException {
                DocIdSetIterator all = DocIdSetIterator.all(context.reader().maxDoc());
                Visibility.Check check = visibility.in(context.reader());
                if (check == null) {
                    return new ConstantScoreScorer(this, score(), scoreMode, all);
                }
                return new ConstantScoreScorer(this, score(), scoreMode, new TwoPhaseIterator(all) {
                    @Override
                    public boolean matches() throws IOException {
                        return check.isVisible(approximation.docID());
                    }

                    @Override
                    public float matchCost() {
                        return 2;
                    }
                });
            }

            @Override
            public boolean isCacheable(LeafReaderContext context) {
                return false;
            }
        };
    }

    @Override
    public String toString(String field) {
        return "VisibleListings(" + now + ")";
    }

    @Override
    public void visit(QueryVisitor visitor) {
        visitor.visitLeaf(this);
    }

    @Override
    public boolean equals(Object other) {
        return sameClassAs(other) && now.equals(((VisibleListings) other).now);
    }

    @Override
    public int hashCode() {
        return 31 * classHash() + now.hashCode();
    }
}
