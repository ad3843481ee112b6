package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * A {@link SearchIndex} in memory on Lucene: BM25 over name, tags and description with English stemming and
 * typo tolerance. Every write refreshes the searcher before it returns, so the next search sees it.
 */
public final class LuceneSearchIndex implements SearchIndex, AutoCloseable {

    private final IndexWriter writer;
    private final SearcherManager searchers;
    private final RelevanceQuery relevance;
    // Single writes share the lock; replaceAll holds it alone, so no search sees an index half replaced.
    private final ReadWriteLock writes = new ReentrantReadWriteLock();

    public LuceneSearchIndex() {
        this(RelevanceWeights.DEFAULT);
    }

    LuceneSearchIndex(RelevanceWeights weights) {
        try {
            writer = new IndexWriter(new ByteBuffersDirectory(),
                    new IndexWriterConfig(ListingAnalyzer.forIndex()).setSimilarity(ListingSimilarity.INSTANCE)
                            .setIndexSort(ResultOrder.BROWSE));
            searchers = new SearcherManager(writer, ListingSimilarity.searchers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        relevance = new RelevanceQuery(weights);
    }

    @Override
    public void put(IndexedListing listing) {
        write(writes.readLock(), () -> writer.updateDocument(idTerm(listing.id()), ListingDocument.of(listing)));
    }

    @Override
    public void remove(ListingId id) {
        write(writes.readLock(), () -> writer.deleteDocuments(idTerm(id)));
    }

    @Override
    public void replaceAll(Collection<IndexedListing> listings) {
        write(writes.writeLock(), () -> {
            writer.deleteAll();
            for (IndexedListing listing : listings) {
                writer.addDocument(ListingDocument.of(listing));
            }
        });
    }

    @Override
    public SearchHits search(SearchCriteria criteria) {
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                return page(searcher, visibleMatches(criteria, searcher), criteria);
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            searchers.close();
            writer.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Query visibleMatches(SearchCriteria criteria, IndexSearcher searcher) throws IOException {
        Query matches = criteria.isBrowse()
                ? new MatchAllDocsQuery()
                : relevance.of(criteria.text(), searcher.getIndexReader());
        Query visible = new BooleanQuery.Builder()
                .add(matches, BooleanClause.Occur.MUST)
                .add(ListingDocument.visibleAt(criteria.now()), BooleanClause.Occur.FILTER)
                .build();
        // Counting and ranking both need it rewritten; doing it once halves the cost of near-miss expansion.
        return searcher.rewrite(visible);
    }

    private static SearchHits page(IndexSearcher searcher, Query query, SearchCriteria criteria) throws IOException {
        int total = searcher.count(query);
        if (criteria.offset() >= total) {
            return new SearchHits(List.of(), total);
        }
        // Bounded by the number of matches, so no offset, however large, sizes a buffer.
        int depth = (int) Math.min((long) criteria.offset() + criteria.limit(), total);
        ScoreDoc[] ranked = searcher.search(query, depth, ResultOrder.of(criteria)).scoreDocs;
        StoredFields stored = searcher.storedFields();
        List<ListingId> ids = new ArrayList<>();
        for (int i = criteria.offset(); i < ranked.length; i++) {
            ids.add(new ListingId(stored.document(ranked[i].doc).get(ListingDocument.ID)));
        }
        return new SearchHits(ids, total);
    }

    private static Term idTerm(ListingId id) {
        return new Term(ListingDocument.ID, id.value());
    }

    private void write(Lock lock, IndexChange change) {
        lock.lock();
        try {
            change.apply();
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            lock.unlock();
        }
    }

    private interface IndexChange {
        void apply() throws IOException;
    }
}
