package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.lucene.index.TieredMergePolicy;
import org.junit.jupiter.api.Test;

/**
 * A rebuilt index is merged into one segment, unless merging it whole would build a graph of embeddings too large
 * for the heap beside searches: then into segments of at most 300,000 listings.
 */
class ReadMostlyMergesTest {

    @Test
    void anIndexOfUpToThreeHundredThousandListingsIsMergedIntoOneSegment() {
        assertEquals(1, ReadMostlyMerges.segmentsAfterRebuild(0));
        assertEquals(1, ReadMostlyMerges.segmentsAfterRebuild(100_000));
        assertEquals(1, ReadMostlyMerges.segmentsAfterRebuild(300_000));
    }

    @Test
    void aLargerOneIntoSegmentsOfAtMostThreeHundredThousand() {
        assertEquals(2, ReadMostlyMerges.segmentsAfterRebuild(300_001));
        assertEquals(4, ReadMostlyMerges.segmentsAfterRebuild(1_000_000));
    }

    @Test
    void mergesWhileWritingMakeNoSegmentPastOneGigabyte() {
        TieredMergePolicy policy = (TieredMergePolicy) ReadMostlyMerges.policy();

        assertEquals(1024, policy.getMaxMergedSegmentMB());
    }
}
