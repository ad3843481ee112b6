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
    // up to twice the floor (100,000 listings take about 50 MB) is allowed two segments: the main one and recent writes.
    // Lucene skips a merge that would not make its larger segment half as big again, so a third, small segment can
    // stay until writes grow it.
    private static final double SEGMENTS_PER_TIER = 2;
    private static final double FLOOR_SEGMENT_MB = 64;

    private ReadMostlyMerges() {
    }

    static MergePolicy policy() {
        return new TieredMergePolicy().setSegmentsPerTier(SEGMENTS_PER_TIER).setFloorSegmentMB(FLOOR_SEGMENT_MB);
    }
}
