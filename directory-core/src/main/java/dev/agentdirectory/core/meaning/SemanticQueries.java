package dev.agentdirectory.core.meaning;

import java.util.Locale;
import java.util.Set;

/**
 * Which queries are also searched by meaning. One meaningful word names what is wanted ("postgres", "terraform"):
 * its listings are the ones that say it, and the listings nearest a lone word in meaning would only pad the results.
 * A query of {@link #MIN_MEANINGFUL_WORDS} meaningful words or more describes a need ("slack notifications", "do I
 * need an umbrella in Seattle tomorrow"), whose words may be none of the listing's: it is searched by meaning too.
 * Measured on the judged queries (docs/relevance.md); it is also the cost rule, since only such queries pay for an
 * embedding.
 */
public final class SemanticQueries {

    public static final int MIN_MEANINGFUL_WORDS = 2;

    // Words that say nothing of the need; the same kind of list as the indexes' stop words, kept short on purpose.
    private static final Set<String> FILLER = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by", "can",
            "could", "do", "does", "for", "from", "get", "help", "how", "i", "if", "in", "into", "is", "it", "me",
            "my", "need", "of", "on", "or", "our", "please", "should", "so", "some", "something", "that", "the",
            "their", "this", "to", "want", "what", "which", "with", "would", "you", "your");

    private SemanticQueries() {
    }

    /** Whether a word of a query, lowercase, says something of the need (is not filler). */
    public static boolean isMeaningful(String word) {
        return !word.isEmpty() && !FILLER.contains(word);
    }

    public static boolean searchesByMeaning(String query) {
        int meaningful = 0;
        for (String word : query.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (isMeaningful(word) && ++meaningful >= MIN_MEANINGFUL_WORDS) {
                return true;
            }
        }
        return false;
    }
}
