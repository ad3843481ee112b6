package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.search.SearchableText;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.FlattenGraphFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.miscellaneous.WordDelimiterGraphFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;

/**
 * English analysis of listing text: words, also split at the punctuation and case changes of identifiers
 * ({@code mysql_mcp_server}, {@code PowerPoint}), possessives and stop words dropped, lowercased, accents and other
 * marks folded to the plain letters an agent types ({@code Résumé}, {@code Straße} and the full-width
 * {@code ｒｅｓｕｍｅ} read as {@code resume} and {@code strasse}) and, unless plain, Porter-stemmed.
 */
final class ListingAnalyzer extends Analyzer {

    // Keeping the whole identifier as well lets "clickhouse" match "ClickHouse" besides its parts.
    private static final int WORD_SPLITTING = WordDelimiterGraphFilter.GENERATE_WORD_PARTS
            | WordDelimiterGraphFilter.GENERATE_NUMBER_PARTS
            | WordDelimiterGraphFilter.SPLIT_ON_CASE_CHANGE
            | WordDelimiterGraphFilter.STEM_ENGLISH_POSSESSIVE
            | WordDelimiterGraphFilter.PRESERVE_ORIGINAL;

    private final boolean stemmed;

    private ListingAnalyzer(boolean stemmed) {
        this.stemmed = stemmed;
    }

    static ListingAnalyzer stemmed() {
        return new ListingAnalyzer(true);
    }

    /** Words as written, the form typos are made in: typo matching compares against these. */
    static ListingAnalyzer plain() {
        return new ListingAnalyzer(false);
    }

    /** Stemmed analysis for the matching fields, plain for their typo-matching twins. */
    static Analyzer forIndex() {
        Map<String, Analyzer> plainFields = new HashMap<>();
        Analyzer plain = plain();
        for (ListingText field : ListingText.values()) {
            plainFields.put(field.plain(), plain);
        }
        return new PerFieldAnalyzerWrapper(stemmed(), plainFields);
    }

    /**
     * The text in {@link SearchableText}'s form before it is split into words: NFKC, invisible format characters
     * dropped. A field holds at most a few KB, read whole; no offsets are kept, so none is shifted.
     */
    @Override
    protected Reader initReader(String fieldName, Reader reader) {
        try {
            StringBuilder text = new StringBuilder();
            char[] buffer = new char[1024];
            for (int read = reader.read(buffer); read >= 0; read = reader.read(buffer)) {
                text.append(buffer, 0, read);
            }
            return new StringReader(SearchableText.of(text.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException("text in memory is always readable", e);
        }
    }

    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer source = new StandardTokenizer();
        TokenStream stream = new WordDelimiterGraphFilter(source, WORD_SPLITTING, null);
        // An index cannot hold a token graph; flattening gives each split word a plain position.
        stream = new FlattenGraphFilter(stream);
        stream = new LowerCaseFilter(stream);
        stream = new ASCIIFoldingFilter(stream);
        stream = new StopFilter(stream, EnglishStopWords.SET);
        if (stemmed) {
            stream = new PorterStemFilter(stream);
        }
        return new TokenStreamComponents(source, stream);
    }
}
