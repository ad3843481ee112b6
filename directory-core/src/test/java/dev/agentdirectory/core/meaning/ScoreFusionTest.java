package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ScoreFusionTest {

    private static final Comparator<String> BY_NAME = Comparator.naturalOrder();
    private static final double HALF_COVERED = ScoreFusion.wordWeight(1, 2);

    @Test
    void aListingHighInBothRankingsComesFirst() {
        Scores scores = new Scores().words("words", 10).words("both", 9).near("both", 0.8).near("meaning", 0.8)
                .near("words", 0.3);

        assertEquals(List.of("both", "meaning", "words"),
                ScoreFusion.fuse(List.of("words", "both"), List.of("meaning", "both"), scores, HALF_COVERED, BY_NAME));
    }

    @Test
    void aListingFarAheadByWordsStaysAheadOfOneJustAheadInMeaning() {
        Scores scores = new Scores().words("exact", 20).words("partial", 4).near("exact", 0.60).near("partial", 0.62);

        assertEquals(List.of("exact", "partial"),
                ScoreFusion.fuse(List.of("exact", "partial"), List.of("partial", "exact"), scores, HALF_COVERED,
                        BY_NAME),
                "a rank apart each way, but the scores by words are far apart and the similarities close");
    }

    @Test
    void onlyTheRatiosOfTheScoresCount() {
        Scores small = new Scores().words("a", 2).words("b", 1).near("a", 0.4).near("b", 0.5).near("c", 0.45);
        Scores large = new Scores().words("a", 200).words("b", 100).near("a", 0.8).near("b", 1.0).near("c", 0.9);
        List<String> words = List.of("a", "b");
        List<String> meaning = List.of("b", "c", "a");

        assertEquals(ScoreFusion.fuse(words, meaning, small, HALF_COVERED, BY_NAME),
                ScoreFusion.fuse(words, meaning, large, HALF_COVERED, BY_NAME));
    }

    @Test
    void equalFusedScoresGoToTheBetterRankByWordsThenToTheTieBreak() {
        Scores scores = new Scores().words("w1", 5).words("w2", 5).near("w1", 0.5).near("w2", 0.5).near("m1", 0.5);

        assertEquals(List.of("w1", "w2", "m1"),
                ScoreFusion.fuse(List.of("w1", "w2"), List.of("m1", "w2", "w1"), scores, 0, BY_NAME));
        assertEquals(List.of("w1", "w2"),
                ScoreFusion.fuse(List.of(), List.of("w2", "w1"), scores, 0, BY_NAME));
    }

    @Test
    void aFirstListingByWordsThatHoldsTheWholeQueryMakesTheWordsCountMore() {
        Scores scores = new Scores().words("words", 10).near("words", 0.5).near("meaning", 0.7);
        List<String> words = List.of("words");
        List<String> meaning = List.of("meaning", "words");

        assertEquals(List.of("words", "meaning"),
                ScoreFusion.fuse(words, meaning, scores, ScoreFusion.wordWeight(3, 3), BY_NAME));
        assertEquals(List.of("meaning", "words"),
                ScoreFusion.fuse(words, meaning, scores, ScoreFusion.wordWeight(1, 5), BY_NAME));
        assertEquals(0.625, ScoreFusion.wordWeight(3, 3), 1e-9);
        assertEquals(0.625, ScoreFusion.wordWeight(0, 0), 1e-9, "no meaningful word: nothing to miss");
        assertEquals(0.225, ScoreFusion.wordWeight(1, 5), 1e-9);
    }

    @Test
    void moreWordsCoveredThanTheQueryHasIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> ScoreFusion.wordWeight(4, 3));
    }

    @Test
    void aListingWithoutAnEmbeddingCountsAsNearInMeaningAsItIsInWords() {
        Scores scores = new Scores().words("new", 10).words("old", 10).near("old", 0.4).near("meaning", 0.8);

        assertEquals(List.of("new", "meaning", "old"),
                ScoreFusion.fuse(List.of("new", "old"), List.of("meaning", "old"), scores, HALF_COVERED, BY_NAME),
                "new: the best by words, as if the nearest in meaning too; old: as good by words, far in meaning");
    }

    @Test
    void withNothingFoundByMeaningTheOrderByWordsStands() {
        List<String> words = List.of("c", "a", "b");
        Scores scores = new Scores().words("c", 1).words("a", 5).words("b", 9).near("c", 0.1).near("b", 0.9);

        assertEquals(words, ScoreFusion.fuse(words, List.of(), scores, HALF_COVERED, BY_NAME));
    }

    @Test
    void onlyTheFirstOfEachRankingAreFusedAndTheRestOfTheWordsFollowInTheirOrder() {
        List<String> words = IntStream.range(0, ScoreFusion.DEPTH + 5).mapToObj(i -> "w" + i).toList();
        List<String> meaning = IntStream.range(0, ScoreFusion.DEPTH + 5).mapToObj(i -> "m" + i).toList();
        Scores scores = new Scores();
        for (int i = 0; i < words.size(); i++) {
            scores.words(words.get(i), 100 - i).near(meaning.get(i), 0.9 - i / 100.0);
        }

        List<String> fused = ScoreFusion.fuse(words, meaning, scores, HALF_COVERED, BY_NAME);
        List<String> ordered = ScoreFusion.ordered(words, meaning, scores, HALF_COVERED, BY_NAME);

        assertEquals(2 * ScoreFusion.DEPTH, fused.size());
        assertEquals(2 * ScoreFusion.DEPTH + 5, ordered.size());
        assertEquals(words.subList(ScoreFusion.DEPTH, words.size()), ordered.subList(fused.size(), ordered.size()));
    }

    @Test
    void aWordMatchBelowTheDepthThatIsNearInMeaningIsFusedAndNotRepeated() {
        List<String> words = IntStream.range(0, ScoreFusion.DEPTH + 1).mapToObj(i -> "w" + i).toList();
        String deep = words.get(ScoreFusion.DEPTH);
        Scores scores = new Scores();
        for (int i = 0; i < words.size(); i++) {
            scores.words(words.get(i), 100 - i).near(words.get(i), 0.1);
        }
        scores.near(deep, 0.9);

        List<String> ordered = ScoreFusion.ordered(words, List.of(deep), scores, HALF_COVERED, BY_NAME);

        assertEquals(words.size(), ordered.size());
        assertEquals(deep, ordered.get(0), "the nearest in meaning by far, and as good by words as the others");
    }

    /** Scores by words and similarities of test listings; a listing never given a similarity has no embedding. */
    private static final class Scores implements ScoreFusion.Scores<String> {

        private final Map<String, Double> words = new HashMap<>();
        private final Map<String, Double> similarities = new HashMap<>();

        Scores words(String item, double score) {
            words.put(item, score);
            return this;
        }

        Scores near(String item, double similarity) {
            similarities.put(item, similarity);
            return this;
        }

        @Override
        public double byWords(String item) {
            return words.getOrDefault(item, 0.0);
        }

        @Override
        public OptionalDouble similarity(String item) {
            Double similarity = similarities.get(item);
            return similarity == null ? OptionalDouble.empty() : OptionalDouble.of(similarity);
        }
    }
}
