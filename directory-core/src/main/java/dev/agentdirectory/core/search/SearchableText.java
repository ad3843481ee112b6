package dev.agentdirectory.core.search;

import java.text.Normalizer;

/**
 * Text as search reads it, whichever index analyzes it, and the query as the listings: one form for what looks the
 * same. Unicode compatibility composition (NFKC) puts an accent typed as a separate mark back on its letter, so
 * "nai&#x308;ve" (as macOS writes it) is the "naïve" an index folds to "naive"; written apart, it was another word,
 * and the two queries shared none of their first ten results. Invisible format characters are dropped: a soft
 * hyphen or a zero-width joiner copied inside a word ("post&#xAD;gres") made another word of it. A zero-width space
 * separates words, as it does in scripts written without spaces, so it reads as a space.
 */
public final class SearchableText {

    private static final char ZERO_WIDTH_SPACE = '\u200B';

    private SearchableText() {
    }

    public static String of(String text) {
        String composed = Normalizer.normalize(text, Normalizer.Form.NFKC);
        StringBuilder searchable = null;
        for (int i = 0; i < composed.length(); i++) {
            char c = composed.charAt(i);
            boolean invisible = Character.getType(c) == Character.FORMAT;
            if (invisible && searchable == null) {
                searchable = new StringBuilder(composed.length()).append(composed, 0, i);
            }
            if (searchable != null) {
                if (c == ZERO_WIDTH_SPACE) {
                    searchable.append(' ');
                } else if (!invisible) {
                    searchable.append(c);
                }
            }
        }
        return searchable == null ? composed : searchable.toString();
    }
}
