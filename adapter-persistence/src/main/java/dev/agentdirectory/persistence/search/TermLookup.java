package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.IndexReaderContext;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.IndexSearcher;

/**
 * One query's term lookups: each term's place and statistics in every segment, as {@link TermStates#build} finds
 * them, with one terms enum per field and segment reused from term to term. {@code TermStates.build} opens a new enum
 * for every term in every segment, and each enum allocates the frames it reads the terms dictionary's blocks with:
 * reusing them took a search at 100,000 listings in three segments from 1.6 to 1.4 MB allocated (docs/performance.md,
 * "What a search allocates"). Not for use by two threads.
 */
final class TermLookup {

    private final IndexReaderContext top;
    private final Map<String, TermsEnum[]> enums = new HashMap<>();

    TermLookup(IndexSearcher searcher) {
        this.top = searcher.getTopReaderContext();
    }

    /** Where {@code term} is in each segment that holds it, with its document and term frequencies there. */
    TermStates of(Term term) throws IOException {
        TermStates states = new TermStates(top);
        TermsEnum[] bySegment = enums.get(term.field());
        if (bySegment == null) {
            bySegment = open(term.field());
            enums.put(term.field(), bySegment);
        }
        List<LeafReaderContext> segments = top.leaves();
        for (int i = 0; i < bySegment.length; i++) {
            TermsEnum terms = bySegment[i];
            if (terms != null && terms.seekExact(term.bytes())) {
                states.register(terms.termState(), segments.get(i).ord, terms.docFreq(), terms.totalTermFreq());
            }
        }
        return states;
    }

    private TermsEnum[] open(String field) throws IOException {
        List<LeafReaderContext> segments = top.leaves();
        TermsEnum[] bySegment = new TermsEnum[segments.size()];
        for (int i = 0; i < bySegment.length; i++) {
            Terms terms = segments.get(i).reader().terms(field);
            bySegment[i] = terms == null ? null : terms.iterator();
        }
        return bySegment;
    }
}
