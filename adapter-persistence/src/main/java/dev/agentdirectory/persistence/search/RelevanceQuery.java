package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.meaning.SemanticQueries;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.BlendedTermQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * Turns free text into Lucene queries without a query parser, so no character is syntax. Each meaningful word
 * is one optional clause: the word in name, tags, description or document, the words the vocabulary relates to it,
 * or, for a word no listing contains, its near misses; the best of these counts. Listings matching more and rarer
 * words score higher (BM25). Each term is looked up in the index once, and both queries reuse what the lookup found.
 */
final class RelevanceQuery {

    /**
     * What a text asks for: {@code scoring} ranks the matches; {@code matching} finds the same listings as one flat
     * disjunction of terms, which Lucene counts far faster than the nested scoring query; {@code spelled} is the
     * text with each word no listing contains replaced by its closest near miss, the word most likely meant;
     * {@code meaningfulWords}: each meaningful word of the query (not filler, see {@link SemanticQueries}) as the
     * unscored query matching it in any field, near misses and related words included, to tell how much of the query
     * a listing covers.
     */
    record Parts(Query scoring, Query matching, String spelled, List<Query> meaningfulWords) {
    }

    // Fewer edits first, then the word more listings hold.
    private static final Comparator<NearMisses.Candidate> LIKELIER =
            Comparator.comparingInt(NearMisses.Candidate::edits)
                    .thenComparing(Comparator.comparingInt(NearMisses.Candidate::docFreq).reversed());

    // With the budget of related words, keeps a 500-character query under Lucene's 1024 clauses: 24 words, each in
    // 4 fields or 4 × 8 near misses, and 24 related words in 4 fields.
    private static final int MAX_WORDS = 24;
    private static final int MAX_RELATED_PER_QUERY = 24;
    private static final List<ListingText> ALL_FIELDS = List.of(ListingText.values());
    // Related words are looked for where a listing names what it is: a product named in passing in a description
    // says little, and descriptions' long lists of matches cost the most to score and count.
    private static final List<ListingText> NAMING_FIELDS = List.of(ListingText.NAME, ListingText.TAGS);
    private static final int MAX_NEAR_MISSES = 8;
    private static final int TYPO_MIN_LENGTH = 4;
    private static final int TWO_TYPOS_MIN_LENGTH = 8;
    // Typos rarely hit the first letter, and requiring it keeps near misses few and cheap to find.
    private static final int TYPO_PREFIX = 1;

    private final RelevanceWeights weights;
    private final SearchVocabulary vocabulary;

    RelevanceQuery(RelevanceWeights weights, SearchVocabulary vocabulary) {
        this.weights = weights;
        this.vocabulary = vocabulary;
    }

    Parts of(String text, IndexSearcher searcher) throws IOException {
        TermLookup lookup = new TermLookup(searcher);
        BooleanQuery.Builder scoring = new BooleanQuery.Builder();
        BooleanQuery.Builder matching = new BooleanQuery.Builder();
        int relatedLeft = MAX_RELATED_PER_QUERY;
        String spelled = text;
        List<Query> meaningfulWords = new ArrayList<>();
        for (QueryWord word : QueryWord.of(text, MAX_WORDS)) {
            List<Query> matches = new ArrayList<>();
            // The terms that match this word alone, unscored: cheap to test one listing against.
            BooleanQuery.Builder wordMatching = new BooleanQuery.Builder();
            boolean known = addWord(word.stem(), 1f, ALL_FIELDS, matches, wordMatching, searcher, lookup);
            for (String related : vocabulary.relatedTo(word.stem())) {
                if (relatedLeft-- > 0) {
                    addWord(related, weights.related(), NAMING_FIELDS, matches, wordMatching, searcher, lookup);
                }
            }
            // A word some listing contains is taken as meant; near misses of it would mostly be other words. (The
            // stemmed fields hold the stem of every plain word, so they alone tell whether the word is known.)
            if (word.plain().length() >= TYPO_MIN_LENGTH && !known) {
                List<Found> near = nearMisses(word.plain(), 1, searcher, lookup);
                // Most typos are one edit away. Two edits reach many more words, mostly other words than the one
                // meant ("calender" reaches "cylinder"), and cost more to look for: only when no word is one away.
                if (near.isEmpty() && word.plain().length() >= TWO_TYPOS_MIN_LENGTH) {
                    near = nearMisses(word.plain(), 2, searcher, lookup);
                }
                for (Found found : near) {
                    matches.add(new BoostQuery(found.misses().scoring(), weights.typo() * weights.of(found.field())));
                    found.misses().terms().forEach(term -> wordMatching.add(term, BooleanClause.Occur.SHOULD));
                }
                NearMisses.Candidate likeliest = near.stream().map(found -> found.misses().closest())
                        .min(LIKELIER).orElse(null);
                if (likeliest != null) {
                    spelled = respelled(spelled, word.plain(), likeliest.text());
                }
            }
            scoring.add(new DisjunctionMaxQuery(matches, weights.otherFields()), BooleanClause.Occur.SHOULD);
            BooleanQuery matchingWord = wordMatching.build();
            matchingWord.clauses().forEach(matching::add);
            if (SemanticQueries.isMeaningful(word.plain())) {
                meaningfulWords.add(matchingWord);
            }
        }
        return new Parts(scoring.build(), matching.build(), spelled, List.copyOf(meaningfulWords));
    }

    /** {@code text} with the whole word {@code typed}, in any case, spelled {@code meant}. */
    private static String respelled(String text, String typed, String meant) {
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(typed) + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(text).replaceAll(Matcher.quoteReplacement(meant));
    }

    /**
     * Adds {@code stem} in {@code fields}, blended into one clause weighed by {@code boost}, to the word's
     * {@code matches} and each term to {@code matching}; answers whether any listing contains it there.
     */
    private boolean addWord(String stem, float boost, List<ListingText> fields, List<Query> matches,
                            BooleanQuery.Builder matching, IndexSearcher searcher, TermLookup lookup)
            throws IOException {
        BlendedTermQuery.Builder blended = new BlendedTermQuery.Builder()
                .setRewriteMethod(new BlendedTermQuery.DisjunctionMaxRewrite(weights.otherFields()));
        boolean known = false;
        for (ListingText field : fields) {
            // A field no listing has yet has no statistics to blend with, and scoring it would fail.
            if (searcher.getIndexReader().getDocCount(field.stemmed()) > 0) {
                Term term = new Term(field.stemmed(), stem);
                TermStates states = lookup.of(term);
                blended.add(term, weights.of(field), states);
                matching.add(new TermQuery(term, states), BooleanClause.Occur.SHOULD);
                known |= states.docFreq() > 0;
            }
        }
        Query query = blended.build();
        matches.add(boost == 1f ? query : new BoostQuery(query, boost));
        return known;
    }

    private record Found(ListingText field, NearMisses.Found misses) {
    }

    /** The near misses of {@code word} within {@code edits} edits, per field that has any. */
    private static List<Found> nearMisses(String word, int edits, IndexSearcher searcher, TermLookup lookup)
            throws IOException {
        NearMisses nearMisses = NearMisses.of(word, edits, TYPO_PREFIX);
        List<Found> found = new ArrayList<>();
        for (ListingText field : ListingText.values()) {
            NearMisses.Found near = nearMisses.in(field.plain(), searcher, lookup, MAX_NEAR_MISSES);
            if (near != null) {
                found.add(new Found(field, near));
            }
        }
        return found;
    }
}
