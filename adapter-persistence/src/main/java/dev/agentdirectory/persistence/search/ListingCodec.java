package dev.agentdirectory.persistence.search;

import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene912.Lucene912Codec;
import org.apache.lucene.codecs.lucene99.Lucene99HnswVectorsFormat;

/**
 * Lucene's codec, with the HNSW graph of the listings' embeddings built for writing speed. Every put of a listing
 * inserts its embedding into the graph, and a catch-up after thousands of writes elsewhere inserts thousands: with
 * Lucene's default search width while building (100 candidates), that took most of a catch-up. The width only
 * decides how well the graph is built, not how it is read, so an index written with another one reads the same.
 */
final class ListingCodec {

    /** Neighbours kept per listing in the graph: Lucene's default. */
    static final int MAX_CONNECTIONS = 16;
    /** Candidates looked at while inserting a listing: enough for the 20 nearest of 100,000 (docs/performance.md). */
    static final int BUILD_WIDTH = 32;

    private ListingCodec() {
    }

    static Codec create() {
        KnnVectorsFormat vectors = new Lucene99HnswVectorsFormat(MAX_CONNECTIONS, BUILD_WIDTH);
        return new Lucene912Codec() {
            @Override
            public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
                return vectors;
            }
        };
    }
}
