package dev.agentdirectory.persistence.search;

import java.util.List;
import java.util.Map;

/** nDCG@10, MRR@10 and capped graded Recall@10 of one ranking, computed as the corpus's eval.py does. */
record RankingMetrics(double ndcg, double mrr, double recall) {

    static final int K = 10;

    static RankingMetrics of(List<String> ranked, Map<String, Integer> grades) {
        List<Integer> gains = ranked.stream().limit(K).map(id -> grades.getOrDefault(id, 0)).toList();
        List<Integer> ideal = grades.values().stream().sorted((a, b) -> b - a).limit(K).toList();
        double idealDcg = dcg(ideal);
        double mrr = 0;
        for (int i = 0; i < gains.size(); i++) {
            if (gains.get(i) > 0) {
                mrr = 1.0 / (i + 1);
                break;
            }
        }
        int got = gains.stream().mapToInt(Integer::intValue).sum();
        int best = ideal.stream().mapToInt(Integer::intValue).sum();
        return new RankingMetrics(idealDcg == 0 ? 0 : dcg(gains) / idealDcg, mrr, best == 0 ? 0 : (double) got / best);
    }

    static RankingMetrics mean(List<RankingMetrics> all) {
        return new RankingMetrics(all.stream().mapToDouble(RankingMetrics::ndcg).average().orElse(0),
                all.stream().mapToDouble(RankingMetrics::mrr).average().orElse(0),
                all.stream().mapToDouble(RankingMetrics::recall).average().orElse(0));
    }

    private static double dcg(List<Integer> gains) {
        double sum = 0;
        for (int i = 0; i < gains.size(); i++) {
            sum += gains.get(i) / (Math.log(i + 2) / Math.log(2));
        }
        return sum;
    }
}
