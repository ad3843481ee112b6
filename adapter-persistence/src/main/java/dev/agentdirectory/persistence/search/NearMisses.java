package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.index.MultiTerms;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BlendedTermQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.BytesRefBuilder;
import org.apache.lucene.util.StringHelper;
import org.apache.lucene.util.UnicodeUtil;

/**
 * The words of the index within a typo or two of a query word: the words {@code FuzzyQuery} finds (edits counted per
 * letter, a swap of two neighbours as one, the first letters as typed), found without its automaton. Lucene builds a
 * Levenshtein automaton for every word and that construction alone takes 0.6-2 ms for two edits, more than the rest
 * of a search. Here the field's words are walked in order with an edit-distance table of one row per letter: a word
 * reuses the rows of the letters it shares with the one before, and once a beginning is more edits away than
 * allowed, every word under it is skipped with one seek. The cost follows the words near the query word, as the
 * automaton's walk does, without building anything.
 */
final class NearMisses {

    /** A word of the index, its distance from the query word and the number of listings holding it. */
    record Candidate(String text, int edits, int docFreq) {
    }

    // No valid UTF-8 holds this byte: a term made of a beginning and it sorts after every word with that beginning.
    private static final byte PAST_EVERY_LETTER = (byte) 0xFF;

    private final String word;
    private final BytesRef typed;
    private final int typedLetters;
    private final int[] rest;
    private final int maxEdits;

    private NearMisses(String word, int maxEdits, int prefixLetters) {
        this.word = word;
        this.maxEdits = maxEdits;
        int[] letters = word.codePoints().toArray();
        this.typedLetters = Math.min(prefixLetters, letters.length);
        this.typed = new BytesRef(new String(letters, 0, typedLetters));
        this.rest = Arrays.copyOfRange(letters, typedLetters, letters.length);
    }

    /**
     * The words within {@code maxEdits} edits of {@code word} (a transposition counts as one) that begin with its
     * first {@code prefixLetters} letters as typed.
     */
    static NearMisses of(String word, int maxEdits, int prefixLetters) {
        return new NearMisses(word, maxEdits, prefixLetters);
    }

    /**
     * The near misses found in one field: {@code scoring} scores them with one blended rarity and boosts each by its
     * closeness, as FuzzyQuery does; {@code terms} matches each of them, for counting; {@code closest} is the one
     * most likely meant.
     */
    record Found(Query scoring, List<TermQuery> terms, Candidate closest) {
    }

    /** The closest near misses in {@code field}, at most {@code max} (fewer edits first, then the more common). */
    Found in(String field, IndexSearcher searcher, TermLookup lookup, int max) throws IOException {
        Terms terms = MultiTerms.getTerms(searcher.getIndexReader(), field);
        if (terms == null) {
            return null;
        }
        List<Candidate> candidates = within(terms);
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
            TermStates states = lookup.of(term);
            scoring.add(term, Math.max(closeness, 0.1f), states);
            each.add(new TermQuery(term, states));
        }
        return new Found(scoring.build(), each, candidates.get(0));
    }

    /** Every word of {@code terms} within reach, in the order of the terms. */
    List<Candidate> within(Terms terms) throws IOException {
        List<Candidate> found = new ArrayList<>();
        TermsEnum words = terms.iterator();
        if (words.seekCeil(typed) == TermsEnum.SeekStatus.END) {
            return found;
        }
        Walk walk = new Walk();
        BytesRef term = words.term();
        while (term != null && StringHelper.startsWith(term, typed)) {
            int tooFarAt = walk.follow(term);
            if (tooFarAt > 0) {
                term = seekPast(words, term, walk.bytesOfLetters(tooFarAt));
                continue;
            }
            int edits = walk.edits();
            if (edits <= maxEdits) {
                found.add(new Candidate(term.utf8ToString(), edits, words.docFreq()));
            }
            term = words.next();
        }
        return found;
    }

    /** The first term after every term beginning with the first {@code length} bytes of {@code term}. */
    private static BytesRef seekPast(TermsEnum words, BytesRef term, int length) throws IOException {
        BytesRefBuilder past = new BytesRefBuilder();
        past.append(term.bytes, term.offset, length);
        past.append(PAST_EVERY_LETTER);
        return words.seekCeil(past.get()) == TermsEnum.SeekStatus.END ? null : words.term();
    }

    /**
     * The edit-distance table of the term walked now against the rest of the query word: row {@code d} holds the
     * distances from the term's first {@code d} letters after the typed beginning to each beginning of the rest.
     * Rows stay valid for as many letters as the next term shares.
     */
    private final class Walk {

        // Past this many letters a term is too long to be within reach, whatever follows.
        private final int deepest = rest.length + maxEdits;
        private final int[][] rows = new int[deepest + 1][rest.length + 1];
        private int[] letters = new int[16];
        private int[] previous = new int[16];
        private int length;
        private int validRows;

        Walk() {
            for (int j = 0; j <= rest.length; j++) {
                rows[0][j] = j;
            }
        }

        /**
         * Moves the table to {@code term}. Returns the number of letters after which it is out of reach, when no
         * term beginning with them can be, or 0.
         */
        int follow(BytesRef term) {
            int[] swap = previous;
            previous = letters;
            letters = swap;
            letters = ArrayUtil.grow(letters, term.length);
            int all = UnicodeUtil.UTF8toUTF32(term, letters);
            // The typed beginning is the same in every term walked: only the letters after it count.
            System.arraycopy(letters, typedLetters, letters, 0, all - typedLetters);
            int previousLength = length;
            length = all - typedLetters;
            int shared = 0;
            int comparable = Math.min(Math.min(validRows, previousLength), length);
            while (shared < comparable && letters[shared] == previous[shared]) {
                shared++;
            }
            validRows = shared;
            for (int d = validRows + 1; d <= Math.min(length, deepest); d++) {
                if (fillRow(d) > maxEdits) {
                    return d;
                }
                validRows = d;
            }
            return 0;
        }

        /** The distance of the whole term from the whole query word, or more than allowed when out of reach. */
        int edits() {
            if (length > deepest || length < rest.length - maxEdits) {
                return maxEdits + 1;
            }
            return rows[length][rest.length];
        }

        /** Bytes of the typed beginning and the term's first {@code count} letters after it. */
        int bytesOfLetters(int count) {
            int bytes = typed.length;
            for (int i = 0; i < count; i++) {
                bytes += utf8Length(letters[i]);
            }
            return bytes;
        }

        /** Fills row {@code d} and returns its smallest distance, which no later row can go below. */
        private int fillRow(int d) {
            int[] row = rows[d];
            int[] above = rows[d - 1];
            int letter = letters[d - 1];
            row[0] = d;
            int smallest = d;
            for (int j = 1; j <= rest.length; j++) {
                int distance = Math.min(Math.min(above[j] + 1, row[j - 1] + 1),
                        above[j - 1] + (letter == rest[j - 1] ? 0 : 1));
                if (d > 1 && j > 1 && letter == rest[j - 2] && letters[d - 2] == rest[j - 1]) {
                    distance = Math.min(distance, rows[d - 2][j - 2] + 1);
                }
                row[j] = distance;
                smallest = Math.min(smallest, distance);
            }
            return smallest;
        }

        private static int utf8Length(int codePoint) {
            return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
        }
    }
}
