package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The field's own vocabulary, as data: words an agent types for a need that listings name otherwise ("chat" for
 * Slack, "db" for PostgreSQL). A query word also finds the words its entry lists, for less than the word itself
 * (see {@link RelevanceWeights#related()}). Two kinds of line:
 * <pre>
 * chat > slack discord teams telegram     a word, and the narrower words that also answer it (not the reverse:
 *                                         who asks for Slack does not want Discord)
 * database = db                           words that mean the same, each finding the others
 * </pre>
 * Words are single words, matched after the index's own analysis (lowercased, stemmed). {@code #} starts a comment.
 * None is used unless a deployment names a file: related words make a search markedly slower for a small gain in
 * relevance (docs/relevance.md), and {@code deploy/search-vocabulary.txt} is a starting point to adapt.
 */
public final class SearchVocabulary {

    /** A word finds at most this many others, so that no entry can flood a query with clauses. */
    static final int MAX_RELATED = 12;

    public static final SearchVocabulary NONE = new SearchVocabulary(Map.of());

    private final Map<String, List<String>> related;

    private SearchVocabulary(Map<String, List<String>> related) {
        this.related = related;
    }

    /** The vocabulary in {@code file}. */
    public static SearchVocabulary read(Path file) {
        try {
            return of(Files.readAllLines(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the search vocabulary " + file, e);
        }
    }

    /**
     * The vocabulary the lines say.
     *
     * @throws IllegalArgumentException naming the line, for a line that is neither kind
     */
    public static SearchVocabulary of(List<String> lines) {
        Map<String, Set<String>> related = new HashMap<>();
        int number = 0;
        for (String raw : lines) {
            number++;
            String line = raw.replaceFirst("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.contains(">") && !line.contains("=")) {
                String[] sides = line.split(">", -1);
                List<String> broader = words(sides[0]);
                List<String> narrower = sides.length == 2 ? words(sides[1]) : List.of();
                if (sides.length != 2 || broader.size() != 1 || narrower.isEmpty()) {
                    throw new IllegalArgumentException("search vocabulary line " + number
                            + ": one word, '>', then the words it also finds: " + raw);
                }
                narrower.forEach(word -> relate(related, broader.get(0), word));
            } else if (line.contains("=") && !line.contains(">")) {
                List<String> same = new ArrayList<>();
                for (String side : line.split("=", -1)) {
                    same.addAll(words(side));
                }
                if (same.size() < 2) {
                    throw new IllegalArgumentException("search vocabulary line " + number
                            + ": words that mean the same, separated by '=': " + raw);
                }
                for (String word : same) {
                    same.forEach(other -> relate(related, word, other));
                }
            } else {
                throw new IllegalArgumentException("search vocabulary line " + number
                        + ": either 'word > narrower words' or 'word = word': " + raw);
            }
        }
        Map<String, List<String>> frozen = new HashMap<>();
        related.forEach((word, others) -> frozen.put(word, others.stream().limit(MAX_RELATED).toList()));
        return new SearchVocabulary(Map.copyOf(frozen));
    }

    /** The stemmed words that {@code stem} also finds, in the order the vocabulary gives them. */
    List<String> relatedTo(String stem) {
        return related.getOrDefault(stem, List.of());
    }

    private static void relate(Map<String, Set<String>> related, String word, String other) {
        if (!word.equals(other)) {
            related.computeIfAbsent(word, key -> new LinkedHashSet<>()).add(other);
        }
    }

    /** The side's words as the index analyses them; a word the analysis drops (a stop word) is dropped. */
    private static List<String> words(String side) {
        List<String> words = new ArrayList<>();
        for (String word : side.strip().split("\\s+")) {
            if (!word.isEmpty()) {
                QueryWord.of(word, 1).forEach(analysed -> words.add(analysed.stem()));
            }
        }
        return words;
    }
}
