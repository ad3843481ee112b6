package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;

/**
 * A query's lookups, one enum per field and segment reused from term to term, find what Lucene's own lookup finds for
 * each term in each segment, and the postings read from it are the term's: terms in some segments and not others, in
 * two fields, in no order, repeated, and absent.
 */
class TermLookupTest {

    private static final List<String> FIELDS = List.of("name", "description");

    @Test
    void findsEveryTermInEverySegmentAsLucenesOwnLookupDoes() throws IOException {
        Random random = new Random(20261127);
        try (Directory directory = new ByteBuffersDirectory()) {
            try (IndexWriter writer = new IndexWriter(directory,
                    new IndexWriterConfig().setMergePolicy(NoMergePolicy.INSTANCE))) {
                for (int segment = 0; segment < 4; segment++) {
                    for (int doc = 0; doc < 50; doc++) {
                        Document document = new Document();
                        for (String field : FIELDS) {
                            document.add(new TextField(field, words(random, segment), Field.Store.NO));
                        }
                        writer.addDocument(document);
                    }
                    writer.commit();
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(directory)) {
                IndexSearcher searcher = new IndexSearcher(reader);
                assertEquals(4, reader.leaves().size());
                List<Term> terms = new ArrayList<>();
                for (String field : FIELDS) {
                    for (int word = 0; word < 60; word++) {
                        terms.add(new Term(field, "w" + word));
                    }
                    terms.add(new Term(field, "w7"));
                    terms.add(new Term(field, "absent"));
                }
                terms.add(new Term("nofield", "w1"));
                Collections.shuffle(terms, random);

                TermLookup lookup = new TermLookup(searcher);
                for (Term term : terms) {
                    TermStates expected = TermStates.build(searcher, term, true);
                    TermStates found = lookup.of(term);
                    assertEquals(expected.docFreq(), found.docFreq(), term.toString());
                    assertEquals(expected.totalTermFreq(), found.totalTermFreq(), term.toString());
                    for (LeafReaderContext segment : reader.leaves()) {
                        assertEquals(expected.get(segment) == null, found.get(segment) == null,
                                term + " in segment " + segment.ord);
                    }
                    // Where a term is, its postings are read from what the lookup found.
                    assertEquals(searcher.count(new TermQuery(term)), searcher.count(new TermQuery(term, found)),
                            term.toString());
                }
            }
        }
    }

    /** Words w0..w59, of which each segment holds its own share: w0..w19 in every one, later ones in some. */
    private static String words(Random random, int segment) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            int word = random.nextInt(20) + (random.nextBoolean() ? 20 * (segment % 3) : 0);
            text.append('w').append(word).append(' ');
        }
        return text.toString();
    }
}
