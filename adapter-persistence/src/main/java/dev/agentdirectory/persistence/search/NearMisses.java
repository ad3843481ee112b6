package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BlendedTermQuery;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.automaton.CompiledAutomaton;

/**
 * The words of the index within a typo or two of a query word. What {@link FuzzyQuery} finds, but with the
 * automaton built once per word and walked over each field's terms, where a FuzzyQuery per field builds it for
 * each field anew (that construction was most of the time of a search with a typo in it).
 */
final class NearMisses {

    private record Candidate(String text, int edits, int docFreq) {
    }

    private final String word;
    private final CompiledAutomaton automaton;

    private NearMisses(String word, CompiledAutomaton automaton) {
        this.word = word;
        this.automaton = automaton;
    }

    /** Terms within {@code edits} edits of {@code word} (a transposition counts as one), sharing its first letters. */
    static NearMisses of(String word, int edits, int prefix) {
        return new NearMisses(word, FuzzyQuery.getFuzzyAutomaton(word, edits, prefix, true));
    }

    /**
     * The near misses found in one field: {@code scoring} scores them with one blended rarity and boosts each by its
     * closeness, as FuzzyQuery does; {@code terms} matches each of them, for counting.
     */
    record Found(Query scoring, List<TermQuery> terms) {
    }

    /** The closest near misses in {@code field}, at most {@code max} (fewer edits first, then the more common). */
    Found in(String field, IndexSearcher searcher, int max) throws IOException {
        Terms terms = MultiTerms.getTerms(searcher.getIndexReader(), field);
        if (terms == null) {
            return null;
        }
        List<Candidate> candidates = new ArrayList<>();
        TermsEnum matching = automaton.getTermsEnum(terms);
        for (BytesRef term = matching.next(); term != null; term = matching.next()) {
            String text = term.utf8ToString();
            candidates.add(new Candidate(text, Edits.between(word, text), matching.docFreq()));
        }
        if (candidates.isEmpty()) {
            return null;
        }
        candidates.sort(Comparator.comparingInt(Candidate::edits)
                .thenComparing(Comparator.comparingInt(Candidate::docFreq).reversed())
                .thenComparing(Candidate::text));
        BlendedTermQuery.Builder scoring = new BlendedTermQuery.Builder();
        List<TermQuery> each = new ArrayList<>();
        for (Candidate candidate : candidates.subList(0, Math.min(max, candidates.size()))) {
            float closeness = 1f - (float) candidate.edits() / Math.min(word.length(), candidate.text().length());
            Term term = new Term(field, candidate.text());
            TermStates states = TermStates.build(searcher, term, true);
            scoring.add(term, Math.max(closeness, 0.1f), states);
            each.add(new TermQuery(term, states));
        }
        return new Found(scoring.build(), each);
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
    static final class Edits {

        private Edits() {
        }

        static int between(String a, String b) {
            int[][] d = new int[a.length() + 1][b.length() + 1];
            for (int i = 0; i <= a.length(); i++) {
                d[i][0] = i;
            }
            for (int j = 0; j <= b.length(); j++) {
                d[0][j] = j;
            }
            for (int i = 1; i <= a.length(); i++) {
                for (int j = 1; j <= b.length(); j++) {
                    int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                    d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                    if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                    }
                }
            }
            return d[a.length()][b.length()];
        }
    }
}
