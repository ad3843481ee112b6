package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RankFusionTest {

    private static final Comparator<String> BY_NAME = Comparator.naturalOrder();

    @Test
    void aListingHighInBothRankingsComesFirst() {
        assertEquals(List.of("both", "words", "meaning"),
                RankFusion.fuse(List.of("words", "both"), List.of("meaning", "both"), BY_NAME));
    }

    @Test
    void equalFusedScoresGoToTheBetterRankByWords() {
        assertEquals(List.of("w1", "m1", "w2", "m2"),
                RankFusion.fuse(List.of("w1", "w2"), List.of("m1", "m2"), BY_NAME));
    }

    @Test
    void withNothingFoundByMeaningTheOrderByWordsStands() {
        List<String> words = List.of("c", "a", "b");

        assertEquals(words, RankFusion.fuse(words, List.of(), BY_NAME));
    }

    @Test
    void onlyTheFirstOfEachRankingAreFusedAndTheRestOfTheWordsFollowInTheirOrder() {
        List<String> words = IntStream.range(0, RankFusion.DEPTH + 5).mapToObj(i -> "w" + i).toList();
        List<String> meaning = IntStream.range(0, RankFusion.DEPTH + 5).mapToObj(i -> "m" + i).toList();

        List<String> fused = RankFusion.fuse(words, meaning, BY_NAME);
        List<String> ordered = RankFusion.ordered(words, meaning, BY_NAME);

        assertEquals(2 * RankFusion.DEPTH, fused.size());
        assertEquals(2 * RankFusion.DEPTH + 5, ordered.size());
        assertEquals(words.subList(RankFusion.DEPTH, words.size()), ordered.subList(fused.size(), ordered.size()));
    }

    @Test
    void aWordMatchBelowTheDepthThatIsNearInMeaningIsFusedAndNotRepeated() {
        List<String> words = IntStream.range(0, RankFusion.DEPTH + 1).mapToObj(i -> "w" + i).toList();
        String deep = words.get(RankFusion.DEPTH);

        List<String> ordered = RankFusion.ordered(words, List.of(deep), BY_NAME);

        assertEquals(words.size(), ordered.size());
        assertEquals(1, ordered.indexOf(deep), "first by meaning ties with second by words, and loses to it");
    }
}
