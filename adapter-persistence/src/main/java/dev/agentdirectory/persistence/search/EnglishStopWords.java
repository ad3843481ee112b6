package dev.agentdirectory.persistence.search;

import java.util.List;
import org.apache.lucene.analysis.CharArraySet;

/**
 * Words that carry no need of their own: Lucene's English stop words plus the pronouns, auxiliaries and
 * request phrasing that agents wrap around a need ("can you please help me ..."). Left out on purpose: words
 * that name an action or a thing ("find", "get", "file"), since listings are described with them.
 */
final class EnglishStopWords {

    static final CharArraySet SET = new CharArraySet(List.of(
            "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
            "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this",
            "to", "was", "will", "with",
            "i", "me", "my", "mine", "we", "us", "our", "you", "your", "he", "she", "him", "her", "its", "them",
            "am", "been", "being", "do", "does", "did", "has", "have", "had", "can", "could", "would", "should",
            "shall", "may", "might", "must",
            "what", "which", "who", "whom", "whose", "when", "where", "why", "how",
            "so", "than", "too", "very", "just", "also", "any", "some", "all", "each", "via", "from", "about",
            "please", "want", "need", "help", "like", "make", "get", "using", "s", "t"), true);

    private EnglishStopWords() {
    }
}
