package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Relevance on the shared corpus, against the BM25 baseline its eval.py reports for the dev queries. Opt-in:
 * {@code mvn -pl adapter-persistence -am test -Dtest=CorpusRelevanceTest -Dcorpus=true
 * -Dsurefire.failIfNoSpecifiedTests=false}, with {@code -Dcorpus.dir=...} for another copy of the corpus and
 * {@code -Dcorpus.show=N} to list the N worst queries, {@code -Dcorpus.vocabulary=FILE} to measure with a
 * search vocabulary ({@code ../deploy/search-vocabulary.txt}).
 */
@EnabledIfSystemProperty(named = "corpus", matches = "true")
class CorpusRelevanceTest {

    private static final RankingMetrics BASELINE = new RankingMetrics(0.552, 0.801, 0.515);
    private static final double BASELINE_TYPO_NDCG = 0.228;

    @Test
    void theIndexRanksTheDevQueriesBetterThanTheBaseline() {
        Path folder = Path.of(System.getProperty("corpus.dir", "/work/shared/corpus"));
        String vocabularyFile = System.getProperty("corpus.vocabulary", "");
        SearchVocabulary vocabulary = vocabularyFile.isEmpty()
                ? SearchVocabulary.NONE : SearchVocabulary.read(Path.of(vocabularyFile));
        List<CorpusRelevance.Measured> measured = CorpusRelevance.measure(folder, RelevanceWeights.DEFAULT,
                vocabulary);
        CorpusRelevance.print(measured, Integer.getInteger("corpus.show", 0));
        Map<String, RankingMetrics> groups = CorpusRelevance.byGroup(measured);

        RankingMetrics all = groups.get("ALL");
        assertTrue(all.ndcg() > BASELINE.ndcg() && all.mrr() > BASELINE.mrr() && all.recall() > BASELINE.recall(),
                () -> "not above the baseline: " + all);
        assertTrue(groups.get("typo").ndcg() > BASELINE_TYPO_NDCG, () -> "typos: " + groups.get("typo"));
    }
}
