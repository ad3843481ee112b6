package dev.agentdirectory.persistence.search;

import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.TieredMergePolicy;

/**
 * How the index merges its segments: into few, because a directory is searched far more often than written to. Each
 * search pays again for every segment (term lookups, near-miss walks, the scorers of the counting and the ranking
 * pass): at 100,000 listings, the same index in nine segments, as Lucene's default policy left it after a rebuild,
 * served 488 searches per second where it served 684 in one segment and 511 in three. Writes pay instead: a listing
 * is rewritten a few more times as segments merge.
 */
final class ReadMostlyMerges {

    // Two segments of a size per tier rather than ten. Every segment under the floor counts as that big, so an index
    // up to twice the floor is allowed two segments: the main one and recent writes (100,000 listings take about 230 MB
    // with their embeddings).
    // Lucene skips a merge that would not make its larger segment half as big again, so a third, small segment can
    // stay until writes grow it.
    private static final double SEGMENTS_PER_TIER = 2;
    private static final double FLOOR_SEGMENT_MB = 64;
    // A merge builds the merged segment's graph of embeddings in the heap, about 340 bytes a listing (32 neighbours
    // and their scores): a million listings merged into one made a graph of 340 MB in a 512 MiB heap, and searches
    // meanwhile waited on back-to-back collections (one client's p99 893 ms). Merged segments stop at about 1 GB
    // (a forced merge may go a quarter past it): half a million listings of 2.3 KB, a graph of 170 MB. After a
    // rebuild, an index of up to 300,000 listings is still merged into one segment, a larger one into a few.
    private static final int LISTINGS_PER_SEGMENT = 300_000;
    private static final double MAX_MERGED_SEGMENT_MB = 1024;

    private ReadMostlyMerges() {
    }

    static MergePolicy policy() {
        return new TieredMergePolicy().setSegmentsPerTier(SEGMENTS_PER_TIER).setFloorSegmentMB(FLOOR_SEGMENT_MB)
                .setMaxMergedSegmentMB(MAX_MERGED_SEGMENT_MB);
    }

    /** How many segments an index just built from the store, of {@code listings}, is merged into. */
    static int segmentsAfterRebuild(int listings) {
        return Math.max(1, (listings + LISTINGS_PER_SEGMENT - 1) / LISTINGS_PER_SEGMENT);
    }
}
