package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.health.Standing;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;

/**
 * Where each band lies in a segment. The index is sorted by band first, so a band is one run of document numbers:
 * filtering by band or counting per band compares document numbers instead of reading a value per match. A
 * segment's documents never move, so its runs are found once, by binary search, and kept until it is merged away.
 */
final class BandRanges {

    static final int BANDS = Standing.values().length;

    private static final Map<IndexReader.CacheKey, int[]> STARTS = new ConcurrentHashMap<>();

    private BandRanges() {
    }

    /**
     * The first document of each band in {@code leaf}, and after them {@code maxDoc}: band {@code b} is
     * {@code [starts[b], starts[b + 1])}.
     */
    static int[] starts(LeafReader leaf) throws IOException {
        IndexReader.CacheHelper segment = leaf.getCoreCacheHelper();
        if (segment == null) {
            return find(leaf);
        }
        int[] starts = STARTS.get(segment.getKey());
        if (starts == null) {
            starts = find(leaf);
            if (STARTS.putIfAbsent(segment.getKey(), starts) == null) {
                segment.addClosedListener(STARTS::remove);
            }
        }
        return starts;
    }

    private static int[] find(LeafReader leaf) throws IOException {
        int[] starts = new int[BANDS + 1];
        starts[BANDS] = leaf.maxDoc();
        for (int band = 1; band < BANDS; band++) {
            starts[band] = firstAtLeast(leaf, band, starts[band - 1]);
        }
        return starts;
    }

    /** The first document from {@code from} on whose band is {@code band} or later. */
    private static int firstAtLeast(LeafReader leaf, int band, int from) throws IOException {
        int low = from;
        int high = leaf.maxDoc();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (bandOf(leaf, middle) < band) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    private static long bandOf(LeafReader leaf, int doc) throws IOException {
        // Doc values only iterate forwards: a fresh iterator per probe, a few dozen per segment, once.
        NumericDocValues bands = DocValues.getNumeric(leaf, ListingDocument.BAND);
        if (!bands.advanceExact(doc)) {
            throw new IllegalStateException("a document without a band in the search index");
        }
        return bands.longValue();
    }
}
