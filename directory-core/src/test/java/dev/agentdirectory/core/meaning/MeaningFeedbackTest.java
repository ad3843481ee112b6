package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeaningFeedbackTest {

    private static final Embedding QUERY = Embedding.of("m", new float[] {1, 0, 0});

    @Test
    void theQueryMovesTowardTheMeanOfItsFirstListingsAtTheWeightGiven() {
        Embedding refined = MeaningFeedback.refine(QUERY,
                List.of(Embedding.of("m", new float[] {0, 1, 0}), Embedding.of("m", new float[] {0, 0, 1})));

        float half = (float) (MeaningFeedback.WEIGHT / 2);
        assertEquals(Embedding.of("m", new float[] {1, half, half}), refined);
    }

    @Test
    void theRefinedQueryIsOfUnitLength() {
        Embedding refined = MeaningFeedback.refine(QUERY, List.of(Embedding.of("m", new float[] {0, 1, 0})));

        assertEquals(1.0, refined.similarity(refined), 1e-6);
    }

    @Test
    void onlyTheFirstListingsUpToTheDepthCount() {
        List<Embedding> listings = new ArrayList<>(
                Collections.nCopies(MeaningFeedback.DEPTH, Embedding.of("m", new float[] {0, 1, 0})));
        listings.add(Embedding.of("m", new float[] {0, 0, 1}));

        assertArrayEquals(MeaningFeedback.refine(QUERY, listings.subList(0, MeaningFeedback.DEPTH)).vector(),
                MeaningFeedback.refine(QUERY, listings).vector());
    }

    @Test
    void listingsWithoutAnEmbeddingOfTheQuerysModelCountForNothing() {
        Embedding listing = Embedding.of("m", new float[] {0, 1, 0});

        assertEquals(MeaningFeedback.refine(QUERY, List.of(listing)), MeaningFeedback.refine(QUERY,
                List.of(Embedding.NONE, Embedding.of("other", new float[] {0, 0, 1}), listing)));
    }

    @Test
    void withoutAnyListingToLearnFromTheQueryStaysAsItIs() {
        assertSame(QUERY, MeaningFeedback.refine(QUERY, List.of()));
        assertSame(QUERY, MeaningFeedback.refine(QUERY, List.of(Embedding.NONE)));
        assertSame(Embedding.NONE, MeaningFeedback.refine(Embedding.NONE, List.of(QUERY)));
    }

    @Test
    void listingsPointingExactlyAwayLeaveTheQueryAsItIs() {
        assumeTrue(MeaningFeedback.WEIGHT == 1.0, "at weight 1 the opposite listing cancels the query out");
        Embedding opposite = Embedding.of("m", new float[] {-1, 0, 0});

        assertSame(QUERY, MeaningFeedback.refine(QUERY, List.of(opposite)));
    }
}
