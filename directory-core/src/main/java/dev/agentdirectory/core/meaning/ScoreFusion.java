package dev.agentdirectory.core.meaning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * The ranking by words and the ranking by meaning fused by their scores: a convex combination of each listing's score
 * by words and its similarity in meaning, each divided by the highest among the listings fused, so that both count
 * from 0 to 1 whatever the query (a BM25 score grows with the query's length and its words' rarity). The ranking by
 * words counts {@link #wordWeight} against the similarity's 1, by how much of the query its first listing covers.
 * Scores, not ranks: a listing far ahead in either ranking stays ahead, where reciprocal rank fusion would count it as
 * one place ahead (measured on the judged queries, docs/relevance.md). Only the first {@link #DEPTH} of each ranking
 * are fused.
 */
public final class ScoreFusion {

    /** How deep each ranking is read; also the most listings a query finds by meaning alone. */
    public static final int DEPTH = 20;

    /**
     * The least the ranking by words counts, against the similarity's 1, when its first listing covers none of the
     * query's meaningful words; {@link #WORD_COVERAGE_WEIGHT} more when it covers them all.
     */
    public static final double WORD_WEIGHT_FLOOR = 0.125;

    /** What covering the query's meaningful words adds to the weight of the ranking by words. */
    public static final double WORD_COVERAGE_WEIGHT = 0.5;

    /** What the fusion reads of a listing. */
    public interface Scores<T> {

        /** Its score by words: 0 when it matches no word of the query. */
        double byWords(T item);

        /** Its cosine similarity to the query, empty while it has no embedding of the query's model. */
        OptionalDouble similarity(T item);
    }

    private ScoreFusion() {
    }

    /**
     * How much the ranking by words counts in the fusion when its first listing holds {@code covered} of the query's
     * {@code meaningful} words: a sentence whose best match by words shares one word of five leans on its meaning, a
     * query its best match holds whole leans on its words as much as it may. A query without meaningful words counts
     * them all held.
     */
    public static double wordWeight(int covered, int meaningful) {
        if (covered < 0 || covered > meaningful) {
            throw new IllegalArgumentException("covered must be between 0 and " + meaningful + ": " + covered);
        }
        return WORD_WEIGHT_FLOOR + WORD_COVERAGE_WEIGHT * (meaningful == 0 ? 1.0 : (double) covered / meaningful);
    }

    /**
     * The first {@link #DEPTH} listings of both rankings, best fused first. Each scores {@code wordWeight} times its
     * score by words plus its similarity, each divided by the highest among them; a listing without an embedding is
     * taken to be as near in meaning as it is in words, so that one still waiting for its embedding ranks by its words
     * alone. A tie goes to the better rank by words, then to {@code tieBreak}. With nothing found by meaning, the
     * order by words stands.
     */
    public static <T> List<T> fuse(List<T> byWords, List<T> byMeaning, Scores<T> scores, double wordWeight,
                                   Comparator<? super T> tieBreak) {
        List<T> firstByWords = byWords.subList(0, Math.min(DEPTH, byWords.size()));
        Set<T> fused = new LinkedHashSet<>(firstByWords);
        if (byMeaning.isEmpty()) {
            return new ArrayList<>(fused);
        }
        fused.addAll(byMeaning.subList(0, Math.min(DEPTH, byMeaning.size())));
        List<Candidate<T>> candidates = new ArrayList<>(fused.size());
        double highestWords = 0;
        double highestSimilarity = 0;
        for (T item : fused) {
            int wordRank = firstByWords.indexOf(item);
            Candidate<T> candidate = new Candidate<>(item, scores.byWords(item), scores.similarity(item),
                    wordRank < 0 ? Integer.MAX_VALUE : wordRank);
            candidates.add(candidate);
            highestWords = Math.max(highestWords, candidate.words());
            highestSimilarity = Math.max(highestSimilarity, candidate.similarity().orElse(0));
        }
        Map<T, Double> fusedScores = new HashMap<>();
        for (Candidate<T> candidate : candidates) {
            double words = highestWords > 0 ? candidate.words() / highestWords : 0;
            double meaning = candidate.similarity().isEmpty() ? words
                    : highestSimilarity > 0 ? candidate.similarity().getAsDouble() / highestSimilarity : 0;
            fusedScores.put(candidate.item(), wordWeight * words + meaning);
        }
        candidates.sort(Comparator.comparing((Candidate<T> candidate) -> fusedScores.get(candidate.item()),
                        Comparator.reverseOrder())
                .thenComparingInt(Candidate::wordRank)
                .thenComparing(Candidate::item, tieBreak));
        return new ArrayList<>(candidates.stream().map(Candidate::item).toList());
    }

    /** A listing fused, with what the fusion read of it and its place among the first by words. */
    private record Candidate<T>(T item, double words, OptionalDouble similarity, int wordRank) {
    }

    /**
     * The whole order of one band: the fused first {@link #DEPTH} of both rankings, then the rest of the ranking by
     * words in its own order.
     */
    public static <T> List<T> ordered(List<T> byWords, List<T> byMeaning, Scores<T> scores, double wordWeight,
                                      Comparator<? super T> tieBreak) {
        List<T> ordered = fuse(byWords, byMeaning, scores, wordWeight, tieBreak);
        Set<T> placed = Set.copyOf(ordered);
        byWords.subList(Math.min(DEPTH, byWords.size()), byWords.size()).stream()
                .filter(item -> !placed.contains(item))
                .forEach(ordered::add);
        return ordered;
    }
}
