package dev.agentdirectory.persistence.search;

import org.apache.lucene.index.IndexReader;
import org.apache.lucene.search.CollectionStatistics;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherFactory;
import org.apache.lucene.search.TermStatistics;
import org.apache.lucene.search.similarities.BM25Similarity;

/**
 * BM25 with a word's rarity measured among all listings rather than among those that have the field: otherwise
 * a word in the tags of one of the few tagged listings would count for less than the same word in a description.
 */
final class ListingSimilarity extends BM25Similarity {

    static final ListingSimilarity INSTANCE = new ListingSimilarity();

    private ListingSimilarity() {
    }

    /** Searchers that score with this similarity, for a {@link org.apache.lucene.search.SearcherManager}. */
    static SearcherFactory searchers() {
        return new SearcherFactory() {
            @Override
            public IndexSearcher newSearcher(IndexReader reader, IndexReader previous) {
                IndexSearcher searcher = new IndexSearcher(reader);
                searcher.setSimilarity(INSTANCE);
                // Every search filters on its own moment and text: a cache would keep entries nobody asks for again.
                searcher.setQueryCache(null);
                return searcher;
            }
        };
    }

    @Override
    public Explanation idfExplain(CollectionStatistics collection, TermStatistics term) {
        long listings = collection.maxDoc();
        return Explanation.match(idf(term.docFreq(), listings),
                "idf, computed as log(1 + (N - n + 0.5) / (n + 0.5)) from:",
                Explanation.match(term.docFreq(), "n, number of listings containing the word"),
                Explanation.match(listings, "N, number of listings"));
    }
}
