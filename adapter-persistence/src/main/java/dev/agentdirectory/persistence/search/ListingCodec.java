package dev.agentdirectory.persistence.search;

import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene912.Lucene912Codec;
import org.apache.lucene.codecs.lucene99.Lucene99HnswScalarQuantizedVectorsFormat;

/**
 * Lucene's codec, with the listings' embeddings searched as bytes and their HNSW graph built for writing speed.
 * <ul>
 * <li>Each embedding is kept as floats and as one byte a dimension (scalar quantization); the graph and the search
 * read only the bytes, a quarter of the memory, and compare them faster. The nearest listings only feed a rank
 * fusion, where the few ranks quantization moves barely count (docs/relevance.md).
 * <li>Every put of a listing inserts its embedding into the graph, and a catch-up after thousands of writes elsewhere
 * inserts thousands: with Lucene's default search width while building (100 candidates), that took most of a
 * catch-up. The width only decides how well the graph is built, not how it is read.
 * </ul>
 */
final class ListingCodec {

    /** Neighbours kept per listing in the graph: Lucene's default. */
    static final int MAX_CONNECTIONS = 16;
    /** Candidates looked at while inserting a listing: enough for the 20 nearest of 100,000 (docs/performance.md). */
    static final int BUILD_WIDTH = 32;
    /** Bits a dimension is quantized to: 7, the finer of the two Lucene offers. */
    static final int QUANTIZED_BITS = 7;

    private ListingCodec() {
    }

    static Codec create() {
        // One merge worker, no executor: merges run on the merging thread, as everywhere else in this index;
        // no compression (it applies to 4 bits only); the confidence interval Lucene derives from the dimensions.
        KnnVectorsFormat vectors = new Lucene99HnswScalarQuantizedVectorsFormat(MAX_CONNECTIONS, BUILD_WIDTH, 1,
                QUANTIZED_BITS, false, null, null);
        return new Lucene912Codec() {
            @Override
            public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
                return vectors;
            }
        };
    }
}
