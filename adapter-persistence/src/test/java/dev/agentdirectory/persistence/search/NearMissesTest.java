package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Near misses are the words Lucene's fuzzy matching finds (within one or two edits, a swap of neighbours counting as
 * one, the first letter as typed), each with its distance: checked against {@link FuzzyQuery}'s automaton on
 * thousands of mistyped words over a vocabulary dense with near neighbours, letters beyond ASCII included.
 */
class NearMissesTest {

    private static final String FIELD = "word";
    // Few letters make many words a typo or two from each other, which is where a walk can go wrong.
    private static final String LETTERS = "abcdeé日";
    private static final List<String> REAL_WORDS = List.of("weather", "calendar", "cylinder", "elasticsearch",
            "kubernetes", "spotify", "café", "cafe", "naïve", "zürich", "東京", "𝔘nicode", "unicode", "a", "ab");

    private final Random random = new Random(20261125);
    private final Directory directory = new ByteBuffersDirectory();
    private DirectoryReader reader;
    private Terms terms;
    private List<String> vocabulary;

    @BeforeEach
    void index() throws IOException {
        TreeSet<String> words = new TreeSet<>(REAL_WORDS);
        while (words.size() < 3_000) {
            words.add(randomWord(1 + random.nextInt(9)));
        }
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig())) {
            for (String word : words) {
                Document document = new Document();
                document.add(new StringField(FIELD, word, Field.Store.NO));
                writer.addDocument(document);
            }
        }
        reader = DirectoryReader.open(directory);
        terms = MultiTerms.getTerms(reader, FIELD);
        vocabulary = new ArrayList<>(words);
    }

    @AfterEach
    void close() throws IOException {
        reader.close();
    }

    @Test
    void findsExactlyTheWordsFuzzyMatchingFindsEachAtItsDistance() throws IOException {
        for (int query = 0; query < 1_500; query++) {
            String typed = mistype(vocabulary.get(random.nextInt(vocabulary.size())), random.nextInt(4));
            if (typed.isEmpty()) {
                continue;
            }
            for (int edits = 1; edits <= 2; edits++) {
                assertEquals(fuzzyMatches(typed, edits), walked(typed, edits), typed + " within " + edits);
            }
        }
    }

    @Test
    void theRealWordsNearATypo() throws IOException {
        assertEquals(List.of("calendar"), texts(NearMisses.of("calender", 1, 1).within(terms)));
        assertEquals(List.of("calendar", "cylinder"), texts(NearMisses.of("calender", 2, 1).within(terms)));
        assertEquals(List.of("cafe", "café"), texts(NearMisses.of("cafè", 1, 1).within(terms)));
        // The first letter is taken as typed.
        assertEquals(List.of(), texts(NearMisses.of("xeather", 1, 1).within(terms)));
    }

    private static List<String> texts(List<NearMisses.Candidate> candidates) {
        return candidates.stream().map(NearMisses.Candidate::text).toList();
    }

    private TreeMap<String, Integer> walked(String typed, int edits) throws IOException {
        TreeMap<String, Integer> found = new TreeMap<>();
        for (NearMisses.Candidate candidate : NearMisses.of(typed, edits, 1).within(terms)) {
            found.put(candidate.text(), candidate.edits());
        }
        return found;
    }

    private TreeMap<String, Integer> fuzzyMatches(String typed, int edits) throws IOException {
        TreeMap<String, Integer> found = new TreeMap<>();
        TermsEnum matches = FuzzyQuery.getFuzzyAutomaton(typed, edits, 1, true).getTermsEnum(terms);
        for (BytesRef term = matches.next(); term != null; term = matches.next()) {
            String text = term.utf8ToString();
            found.put(text, distance(typed, text));
        }
        return found;
    }

    private String randomWord(int length) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < length; i++) {
            word.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
        }
        return word.toString();
    }

    /** {@code word} with {@code times} random edits: a letter replaced, added, dropped, or swapped with the next. */
    private String mistype(String word, int times) {
        List<Integer> letters = new ArrayList<>(word.codePoints().boxed().toList());
        for (int i = 0; i < times; i++) {
            int at = letters.isEmpty() ? 0 : random.nextInt(letters.size());
            int letter = LETTERS.codePointAt(random.nextInt(LETTERS.length()));
            switch (random.nextInt(4)) {
                case 0 -> {
                    if (!letters.isEmpty()) {
                        letters.set(at, letter);
                    }
                }
                case 1 -> letters.add(at, letter);
                case 2 -> {
                    if (!letters.isEmpty()) {
                        letters.remove(at);
                    }
                }
                default -> {
                    if (at + 1 < letters.size()) {
                        letters.add(at + 1, letters.remove(at));
                    }
                }
            }
        }
        StringBuilder typed = new StringBuilder();
        letters.forEach(typed::appendCodePoint);
        return typed.toString();
    }

    /** Optimal string alignment distance over letters (code points): the whole table, the textbook way. */
    private static int distance(String a, String b) {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        int[][] d = new int[x.length + 1][y.length + 1];
        for (int i = 0; i <= x.length; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= y.length; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= x.length; i++) {
            for (int j = 1; j <= y.length; j++) {
                int cost = x[i - 1] == y[j - 1] ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1]) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[x.length][y.length];
    }
}
