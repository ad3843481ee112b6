package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.time.Instant;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.PointValues;
import org.apache.lucene.index.SortedNumericDocValues;
import org.apache.lucene.util.NumericUtils;

/**
 * Whether the listings of a segment are visible at a moment: only a listing whose hiding time has come is not. Most
 * segments hold no such listing, which their smallest hiding time tells without looking at any document.
 */
final class Visibility {

    private final long now;

    private Visibility(long now) {
        this.now = now;
    }

    static Visibility at(Instant now) {
        return new Visibility(EpochNanos.of(now));
    }

    /** The check for one segment: {@code null} when every listing in it is visible. */
    Check in(LeafReader leaf) throws IOException {
        PointValues points = leaf.getPointValues(ListingDocument.HIDDEN_FROM);
        if (points == null || NumericUtils.sortableBytesToLong(points.getMinPackedValue(), 0) > now) {
            return null;
        }
        return new Check(DocValues.getSortedNumeric(leaf, ListingDocument.HIDDEN_FROM), now);
    }

    /** Checks listings of one segment, in increasing document order. */
    static final class Check {

        private final SortedNumericDocValues hiddenFrom;
        private final long now;

        private Check(SortedNumericDocValues hiddenFrom, long now) {
            this.hiddenFrom = hiddenFrom;
            this.now = now;
        }

        boolean isVisible(int doc) throws IOException {
            return !hiddenFrom.advanceExact(doc) || hiddenFrom.nextValue() > now;
        }
    }
}
