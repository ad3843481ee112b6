package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RankFusionTest {

    private static final Comparator<String> BY_NAME = Comparator.naturalOrder();
    private static final double EVEN = 1.0;

    @Test
    void aListingHighInBothRankingsComesFirst() {
        assertEquals(List.of("both", "words", "meaning"),
                RankFusion.fuse(List.of("words", "both"), List.of("meaning", "both"), EVEN, BY_NAME));
    }

    @Test
    void equalFusedScoresGoToTheBetterRankByWords() {
        assertEquals(List.of("w1", "m1", "w2", "m2"),
                RankFusion.fuse(List.of("w1", "w2"), List.of("m1", "m2"), EVEN, BY_NAME));
    }

    @Test
    void aFirstListingByWordsThatHoldsTheWholeQueryMakesTheWordsCountMore() {
        assertEquals(List.of("w1", "w2", "m1", "m2"),
                RankFusion.fuse(List.of("w1", "w2"), List.of("m1", "m2"), RankFusion.wordWeight(3, 3), BY_NAME),
                "the second by words outranks the first by meaning");
        assertEquals(1.25, RankFusion.wordWeight(3, 3));
        assertEquals(1.25, RankFusion.wordWeight(0, 0), "no meaningful word: nothing to miss");
    }

    @Test
    void aFirstListingByWordsThatHoldsLittleOfTheQueryLetsItsMeaningLead() {
        double oneOfFive = RankFusion.wordWeight(1, 5);

        assertEquals(0.45, oneOfFive, 1e-9);
        assertEquals(List.of("m1", "m2", "w1", "w2"),
                RankFusion.fuse(List.of("w1", "w2"), List.of("m1", "m2"), oneOfFive, BY_NAME));
        assertEquals(List.of("both", "m1", "w1"),
                RankFusion.fuse(List.of("w1", "both"), List.of("m1", "both"), oneOfFive, BY_NAME),
                "found both ways still leads");
    }

    @Test
    void moreWordsCoveredThanTheQueryHasIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RankFusion.wordWeight(4, 3));
    }

    @Test
    void withNothingFoundByMeaningTheOrderByWordsStands() {
        List<String> words = List.of("c", "a", "b");

        assertEquals(words, RankFusion.fuse(words, List.of(), EVEN, BY_NAME));
    }

    @Test
    void onlyTheFirstOfEachRankingAreFusedAndTheRestOfTheWordsFollowInTheirOrder() {
        List<String> words = IntStream.range(0, RankFusion.DEPTH + 5).mapToObj(i -> "w" + i).toList();
        List<String> meaning = IntStream.range(0, RankFusion.DEPTH + 5).mapToObj(i -> "m" + i).toList();

        List<String> fused = RankFusion.fuse(words, meaning, EVEN, BY_NAME);
        List<String> ordered = RankFusion.ordered(words, meaning, EVEN, BY_NAME);

        assertEquals(2 * RankFusion.DEPTH, fused.size());
        assertEquals(2 * RankFusion.DEPTH + 5, ordered.size());
        assertEquals(words.subList(RankFusion.DEPTH, words.size()), ordered.subList(fused.size(), ordered.size()));
    }

    @Test
    void aWordMatchBelowTheDepthThatIsNearInMeaningIsFusedAndNotRepeated() {
        List<String> words = IntStream.range(0, RankFusion.DEPTH + 1).mapToObj(i -> "w" + i).toList();
        String deep = words.get(RankFusion.DEPTH);

        List<String> ordered = RankFusion.ordered(words, List.of(deep), EVEN, BY_NAME);

        assertEquals(words.size(), ordered.size());
        assertEquals(1, ordered.indexOf(deep), "first by meaning ties with second by words, and loses to it");
    }
}
