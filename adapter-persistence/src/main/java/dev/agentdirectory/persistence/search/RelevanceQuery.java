package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BlendedTermQuery;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.DisjunctionMaxQuery;
import org.apache.lucene.search.Query;

/**
 * Turns free text into a Lucene query without a query parser, so no character is syntax. Each meaningful word
 * is one optional clause: the word in name, tags or description, or, for a word no listing contains, its near
 * misses. Listings matching more and rarer words score higher (BM25).
 */
final class RelevanceQuery {

    // Keeps a 500-character query well under Lucene's 1024 clauses, near-miss expansions included.
    private static final int MAX_WORDS = 24;
    private static final int MAX_NEAR_MISSES = 8;
    private static final int TYPO_MIN_LENGTH = 4;
    private static final int TWO_TYPOS_MIN_LENGTH = 8;
    // Typos rarely hit the first letter, and requiring it keeps near misses few and cheap to find.
    private static final int TYPO_PREFIX = 1;

    private final RelevanceWeights weights;

    RelevanceQuery(RelevanceWeights weights) {
        this.weights = weights;
    }

    Query of(String text, IndexReader reader) throws IOException {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (QueryWord word : QueryWord.of(text, MAX_WORDS)) {
            List<Query> matches = new ArrayList<>();
            matches.add(exact(word, reader));
            if (word.plain().length() >= TYPO_MIN_LENGTH && !isKnown(word, reader)) {
                NearMisses nearMisses = NearMisses.of(word.plain(), edits(word), TYPO_PREFIX);
                for (ListingText field : ListingText.values()) {
                    Query near = nearMisses.in(field.plain(), reader, MAX_NEAR_MISSES);
                    if (near != null) {
                        matches.add(new BoostQuery(near, weights.typo() * weights.of(field)));
                    }
                }
            }
            query.add(new DisjunctionMaxQuery(matches, weights.otherFields()), BooleanClause.Occur.SHOULD);
        }
        return query.build();
    }

    /** The word in any field, scored with one rarity for all fields, so a word rare in names is no surprise. */
    private Query exact(QueryWord word, IndexReader reader) throws IOException {
        BlendedTermQuery.Builder blended = new BlendedTermQuery.Builder()
                .setRewriteMethod(new BlendedTermQuery.DisjunctionMaxRewrite(weights.otherFields()));
        for (ListingText field : ListingText.values()) {
            // A field no listing has yet has no statistics to blend with, and scoring it would fail.
            if (reader.getDocCount(field.stemmed()) > 0) {
                blended.add(new Term(field.stemmed(), word.stem()), weights.of(field));
            }
        }
        return blended.build();
    }

    private static int edits(QueryWord word) {
        return word.plain().length() >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
    }

    /** A word some listing contains is taken as meant; near misses of it would mostly be other words. */
    private static boolean isKnown(QueryWord word, IndexReader reader) throws IOException {
        for (ListingText field : ListingText.values()) {
            if (reader.docFreq(new Term(field.stemmed(), word.stem())) > 0
                    || reader.docFreq(new Term(field.plain(), word.plain())) > 0) {
                return true;
            }
        }
        return false;
    }
}
