package dev.agentdirectory.core.meaning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal rank fusion of the ranking by words and the ranking by meaning: each listing scores
 * {@code 1 / (K + rank)} in each ranking it is among the first {@link #DEPTH} of, the ranking by words weighed by
 * how much of the query its first listing covers ({@link #wordWeight}), and the sums decide. Ranks, not
 * scores, are fused, because BM25 scores and cosine similarities have no common scale (a BM25 score grows with the
 * query's length and its words' rarity); a learned blend would need judged queries of this service's own traffic
 * to learn from. K is small so that a first place in either ranking counts for much: measured on the judged
 * queries, K 10 did better than the customary 60 (docs/relevance.md).
 */
public final class RankFusion {

    public static final int K = 10;

    /** How deep each ranking is read; also the most listings a query finds by meaning alone. */
    public static final int DEPTH = 20;

    /**
     * The least the ranking by words counts, against the ranking by meaning's 1: its weight is this plus the share of
     * the query's meaningful words that its first listing holds. A sentence whose best match by words shares one word
     * of five leans on its meaning; a query its best match holds whole leans on its words (docs/relevance.md).
     */
    public static final double WORD_WEIGHT_FLOOR = 0.25;

    private RankFusion() {
    }

    /**
     * How much the ranking by words counts in the fusion, when its first listing holds {@code covered} of the query's
     * {@code meaningful} words (see {@link #WORD_WEIGHT_FLOOR}). A query without meaningful words counts them all held.
     */
    public static double wordWeight(int covered, int meaningful) {
        if (covered < 0 || covered > meaningful) {
            throw new IllegalArgumentException("covered must be between 0 and " + meaningful + ": " + covered);
        }
        return WORD_WEIGHT_FLOOR + (meaningful == 0 ? 1.0 : (double) covered / meaningful);
    }

    /**
     * The listings of both rankings, best fused first, a rank by words counting {@code wordWeight} times a rank by
     * meaning; a tie goes to the better rank by words, then to
     * {@code tieBreak}. Only the first {@link #DEPTH} of each ranking are read.
     */
    public static <T> List<T> fuse(List<T> byWords, List<T> byMeaning, double wordWeight,
                                   Comparator<? super T> tieBreak) {
        Map<T, Double> scores = new HashMap<>();
        Map<T, Integer> wordRanks = new HashMap<>();
        List<T> all = new ArrayList<>();
        for (int rank = 0; rank < Math.min(DEPTH, byWords.size()); rank++) {
            T item = byWords.get(rank);
            if (scores.putIfAbsent(item, wordWeight / (K + rank + 1)) == null) {
                wordRanks.put(item, rank);
                all.add(item);
            }
        }
        for (int rank = 0; rank < Math.min(DEPTH, byMeaning.size()); rank++) {
            T item = byMeaning.get(rank);
            double score = 1.0 / (K + rank + 1);
            if (scores.containsKey(item)) {
                scores.merge(item, score, Double::sum);
            } else {
                scores.put(item, score);
                all.add(item);
            }
        }
        Comparator<T> order = Comparator.comparing((T item) -> scores.get(item), Comparator.reverseOrder())
                .thenComparing(item -> wordRanks.getOrDefault(item, Integer.MAX_VALUE))
                .thenComparing(tieBreak);
        all.sort(order);
        return all;
    }

    /**
     * The whole order of one band: the fused first {@link #DEPTH} of both rankings, then the rest of the ranking by
     * words in its own order.
     */
    public static <T> List<T> ordered(List<T> byWords, List<T> byMeaning, double wordWeight,
                                      Comparator<? super T> tieBreak) {
        List<T> ordered = fuse(byWords, byMeaning, wordWeight, tieBreak);
        ordered.addAll(byWords.subList(Math.min(DEPTH, byWords.size()), byWords.size()).stream()
                .filter(item -> !byMeaning.subList(0, Math.min(DEPTH, byMeaning.size())).contains(item))
                .toList());
        return ordered;
    }
}
