package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.search.SearchableText;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A small English analyzer for the in-memory index: lowercase letter-and-digit words, accents and full-width forms
 * read as their plain letters ("Résumé" and "ｒｅｓｕｍｅ" as "resume"), common stop words dropped, plural and verb
 * endings folded ("tunes", "tuning", "tuned" all become "tun").
 */
final class SimpleTextAnalyzer {

    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by",
            "can", "do", "for", "from", "help", "i", "if", "in", "into", "is", "it", "me", "my", "need", "no", "not",
            "of", "on", "or", "please", "some", "something", "such", "that", "the", "their", "then", "there",
            "these", "they", "this", "to", "want", "was", "we", "will", "with", "you", "your");

    /** What compatibility decomposition leaves of an accent: marks that combine with the letter before them. */
    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");

    private SimpleTextAnalyzer() {
    }

    static List<String> terms(String text) {
        List<String> terms = new ArrayList<>();
        String plain = COMBINING_MARKS.matcher(Normalizer.normalize(SearchableText.of(text), Normalizer.Form.NFKD))
                .replaceAll("");
        for (String word : plain.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty() && !STOP_WORDS.contains(word)) {
                terms.add(stem(word));
            }
        }
        return terms;
    }

    static String stem(String word) {
        for (String suffix : new String[] {"ing", "ed", "es", "s", "e"}) {
            if (word.endsWith(suffix) && word.length() - suffix.length() >= 3 && !word.endsWith("ss")) {
                return word.substring(0, word.length() - suffix.length());
            }
        }
        return word;
    }

    /** Whether two terms differ by at most one insertion, deletion or substitution. */
    static boolean withinOneEdit(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        int i = 0;
        int j = 0;
        int edits = 0;
        while (i < a.length() && j < b.length()) {
            if (a.charAt(i) == b.charAt(j)) {
                i++;
                j++;
                continue;
            }
            if (++edits > 1) {
                return false;
            }
            if (a.length() > b.length()) {
                i++;
            } else if (a.length() < b.length()) {
                j++;
            } else {
                i++;
                j++;
            }
        }
        return edits + (a.length() - i) + (b.length() - j) <= 1;
    }
}
