package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/** A meaningful word of a query, as written (lowercased) for typo matching and stemmed for matching. */
record QueryWord(String plain, String stem) {

    private static final Analyzer PLAIN = ListingAnalyzer.plain();
    private static final Analyzer STEMMED = ListingAnalyzer.stemmed();

    /** The distinct words of {@code text}, in order, at most {@code max} of them. */
    static List<QueryWord> of(String text, int max) {
        List<QueryWord> words = new ArrayList<>();
        for (String plain : tokens(PLAIN, text, max)) {
            // A lowercase word without punctuation passes the stemming chain as exactly one token.
            words.add(new QueryWord(plain, tokens(STEMMED, plain, 1).stream().findFirst().orElse(plain)));
        }
        return words;
    }

    private static List<String> tokens(Analyzer analyzer, String text, int max) {
        Set<String> tokens = new LinkedHashSet<>();
        try (TokenStream stream = analyzer.tokenStream("", text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken() && tokens.size() < max) {
                tokens.add(term.toString());
            }
            stream.end();
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return new ArrayList<>(tokens);
    }
}
