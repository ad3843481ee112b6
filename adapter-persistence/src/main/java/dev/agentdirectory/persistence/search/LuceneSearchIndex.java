package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.change.LoggedEntry;
import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apache.lucene.index.CorruptIndexException;
import org.apache.lucene.index.IndexFormatTooNewException;
import org.apache.lucene.index.IndexFormatTooOldException;
import org.apache.lucene.index.IndexNotFoundException;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TopFieldCollectorManager;
import org.apache.lucene.search.TopFieldDocs;
import org.apache.lucene.store.AlreadyClosedException;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;

/**
 * A {@link SearchIndex} on Lucene: BM25 over name, tags, description and what the listing's document says, with
 * English stemming and typo tolerance, fused with the nearest listings by meaning when the query has an embedding
 * ({@link FusedRanking}).
 * On disk, it keeps its {@link IndexMark} in each commit, so that a restart resumes where the last commit stood;
 * {@link #commit()} is called every few seconds and at close, and whatever a crash loses since is applied again
 * from the change log. A commit records the mark reached when it begins and holds every update applied by then, maybe
 * a few more; updates never wait for a commit's disk syncs. The next search after an update sees it: a search opens a new searcher first when updates
 * came in since the last one.
 */
public final class LuceneSearchIndex implements SearchIndex, AutoCloseable {

    /** Changes whenever documents or analysis change: an index in another format is dropped and rebuilt. */
    static final String FORMAT = "9";
    private static final String FORMAT_KEY = "format";
    private static final String LOG_KEY = "log";
    private static final String POSITION_KEY = "position";
    private static final String ENTRY_LISTING_KEY = "entry_listing";
    private static final String ENTRY_LOGGED_AT_KEY = "entry_logged_at";
    // Beyond this depth a page is found by counting first, so no offset, however large, sizes a buffer.
    private static final int SINGLE_PASS_DEPTH = 1_000;

    private static final System.Logger LOG = System.getLogger(LuceneSearchIndex.class.getName());

    private final Directory directory;
    private final MergePolicy merges;
    // Replaced together when a writer that could not write closed itself (see reopenIfLost).
    private volatile IndexWriter writer;
    private volatile SearcherManager searchers;
    private final RelevanceQuery relevance;
    private final QueryEmbeddings queryEmbeddings = new QueryEmbeddings();
    // Updates apply one at a time, so that each sets the mark it reached; searches never wait for them.
    private final Object updates = new Object();
    private volatile IndexMark mark;
    // Commits run one at a time, and a clear waits for the one under way: its mark must not outlive the clear.
    private final Object commits = new Object();
    private IndexMark committed;
    private final Object refreshes = new Object();
    // The writer's sequence number of the last update applied, and of the last one searchers see.
    private volatile long applied;
    private volatile long visible;

    private LuceneSearchIndex(Directory directory, RelevanceWeights weights, SearchVocabulary vocabulary,
                              MergePolicy merges) throws IOException {
        this.directory = directory;
        this.merges = merges;
        writer = openWriter(directory, merges);
        try {
            Map<String, String> committed = commitData(writer);
            if (FORMAT.equals(committed.get(FORMAT_KEY)) && committed.containsKey(LOG_KEY)) {
                mark = committedMark(committed);
                this.committed = mark;
            } else if (!FORMAT.equals(committed.get(FORMAT_KEY))) {
                writer.deleteAll();
                writer.setLiveCommitData(markData(null).entrySet());
            }
            // An index left in more segments than the merge policy allows, by an older release, merges now in the
            // background rather than at its first write.
            writer.maybeMerge();
            searchers = new SearcherManager(writer, ListingSimilarity.searchers());
        } catch (IOException | RuntimeException e) {
            writer.rollback(); // gives the folder's lock back, so that the index can be started afresh
            throw e;
        }
        relevance = new RelevanceQuery(weights, vocabulary);
    }

    /** An index in memory, for tests and embedding: it starts empty every time. */
    public static LuceneSearchIndex inMemory() {
        return inMemory(RelevanceWeights.DEFAULT, SearchVocabulary.NONE);
    }

    static LuceneSearchIndex inMemory(RelevanceWeights weights, SearchVocabulary vocabulary) {
        try {
            return new LuceneSearchIndex(new ByteBuffersDirectory(), weights, vocabulary, ReadMostlyMerges.policy());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An index in memory that never merges, so that every refresh after a write leaves a segment of its own. */
    static LuceneSearchIndex unmerged() {
        try {
            return on(new ByteBuffersDirectory(), NoMergePolicy.INSTANCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The index kept in {@code directory}, as {@link #open(Path)} keeps it in a folder. */
    static LuceneSearchIndex on(Directory directory) throws IOException {
        return on(directory, ReadMostlyMerges.policy());
    }

    static LuceneSearchIndex on(Directory directory, MergePolicy merges) throws IOException {
        return new LuceneSearchIndex(directory, RelevanceWeights.DEFAULT, SearchVocabulary.NONE, merges);
    }

    /** The index in {@code folder}, created there if there is none, with no search vocabulary. */
    public static LuceneSearchIndex open(Path folder) {
        return open(folder, SearchVocabulary.NONE);
    }

    /**
     * The index in {@code folder}, created there if there is none, searching with {@code vocabulary}. An index whose
     * files cannot be read (damaged, missing, or written by a newer release) is emptied and started afresh, with a
     * warning: it is derived data, and with no mark the follower builds it again from the store.
     */
    public static LuceneSearchIndex open(Path folder, SearchVocabulary vocabulary) {
        try {
            Directory files = new FlushCachingDirectory(folder);
            try {
                return new LuceneSearchIndex(files, RelevanceWeights.DEFAULT, vocabulary, ReadMostlyMerges.policy());
            } catch (CorruptIndexException | IndexFormatTooOldException | IndexFormatTooNewException | EOFException
                     | NoSuchFileException | FileNotFoundException unreadable) {
                LOG.log(System.Logger.Level.WARNING, "The search index in " + folder + " could not be read ("
                        + unreadable + "); it starts afresh and is built again from the store");
                emptied(files);
                return new LuceneSearchIndex(files, RelevanceWeights.DEFAULT, vocabulary, ReadMostlyMerges.policy());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the search index in " + folder, e);
        }
    }

    private static void emptied(Directory files) throws IOException {
        for (String file : files.listAll()) {
            if (!file.equals(IndexWriter.WRITE_LOCK_NAME)) {
                files.deleteFile(file);
            }
        }
    }

    /**
     * After an update failed, the mark of what the index still holds: a writer that could not write (a full disk)
     * closed itself and lost what it had not committed, and is opened again on its last commit, whose mark this is.
     */
    @Override
    public Optional<IndexMark> mark() {
        reopenIfLost();
        return Optional.ofNullable(mark);
    }

    /**
     * Lucene closes a writer for good when it fails to write a segment, and with it what it held uncommitted. Updates
     * then fail until the follower, resuming from {@link #mark()}, brings it here: a new writer on the last commit,
     * and searchers on it. Searches meanwhile read the last searcher opened.
     */
    private void reopenIfLost() {
        if (writer.isOpen()) {
            return;
        }
        synchronized (commits) {
            synchronized (updates) {
                if (writer.isOpen()) {
                    return;
                }
                try {
                    IndexWriter reopened = openWriter(directory, merges);
                    SearcherManager lost = searchers;
                    searchers = new SearcherManager(reopened, ListingSimilarity.searchers());
                    writer = reopened;
                    Map<String, String> data = commitData(reopened);
                    mark = data.containsKey(LOG_KEY) ? committedMark(data) : null;
                    committed = mark;
                    applied = 0;
                    visible = 0;
                    closeLost(lost);
                    LOG.log(System.Logger.Level.WARNING, "The search index lost its uncommitted changes and was "
                            + "opened again at its last commit, " + mark);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot open the search index again", e);
                }
            }
        }
    }

    /** The searchers of a lost writer: a search still holding one of its searchers gives it back as usual. */
    private static void closeLost(SearcherManager lost) {
        try {
            lost.close();
        } catch (IOException | RuntimeException alreadyBroken) {
            LOG.log(System.Logger.Level.DEBUG, "the lost writer's searchers did not close cleanly", alreadyBroken);
        }
    }

    @Override
    public void apply(IndexUpdate update) {
        boolean built;
        synchronized (updates) {
            try {
                long sequence = applied;
                for (IndexedListing listing : update.puts()) {
                    sequence = writer.updateDocument(idTerm(listing.id()), ListingDocument.of(listing));
                }
                for (ListingId id : update.removes()) {
                    sequence = writer.deleteDocuments(idTerm(id));
                }
                built = mark == null && update.markAfter() != null;
                mark = update.markAfter();
                applied = sequence;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        if (built) {
            mergeIntoFewSegments();
        }
    }

    /**
     * An index just built from the store was written in one go, into many segments, and is only read from now on:
     * merged into one (or, past a few hundred thousand listings, a few), in the background, it serves searches
     * fastest (see {@link ReadMostlyMerges}).
     */
    private void mergeIntoFewSegments() {
        try {
            writer.forceMerge(ReadMostlyMerges.segmentsAfterRebuild(writer.getDocStats().maxDoc), false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void clear() {
        synchronized (commits) {
            synchronized (updates) {
                try {
                    applied = writer.deleteAll();
                    mark = null;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    /**
     * Makes what is applied so far, and its mark, durable. The mark is taken first and the writer's buffers are
     * flushed after, so the commit holds at least what the mark says; updates applied meanwhile may be in it too,
     * and a restart applies them again from the mark, which changes nothing. Searches then move onto the segments
     * that merges made since: a search refreshes only after writes, and would otherwise keep reading the segments a
     * merge replaced, more of them and kept on disk, until the next write.
     */
    public void commit() {
        if (!writer.isOpen()) {
            return; // lost: nothing it held can be made durable any more, and the follower reopens it
        }
        synchronized (commits) {
            IndexMark reached;
            synchronized (updates) {
                reached = mark;
            }
            try {
                if (writer.hasUncommittedChanges() || !Objects.equals(reached, committed)) {
                    writer.setLiveCommitData(markData(reached).entrySet());
                    writer.commit();
                    committed = reached;
                }
                searchers.maybeRefresh();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public SearchHits search(SearchCriteria criteria) {
        queryEmbeddings.searchBegins();
        try {
            refreshIfBehind();
            try (Acquired acquired = acquire()) {
                IndexSearcher searcher = acquired.searcher();
                return page(searcher, criteria);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            queryEmbeddings.searchEnds();
        }
    }

    /** The visible listings of each band, counted run by run: no document is read, none is scored. */
    @Override
    public StandingCounts countByStanding(Instant now) {
        try {
            refreshIfBehind();
            try (Acquired acquired = acquire()) {
                IndexSearcher searcher = acquired.searcher();
                int[] visible = BandCounts.of(searcher, new MatchAllDocsQuery(), now);
                int hidden = searcher.getIndexReader().numDocs() - Arrays.stream(visible).sum();
                return new StandingCounts(visible[Standing.HEALTHY.ordinal()], visible[Standing.UNHEALTHY.ordinal()],
                        visible[Standing.DEMOTED.ordinal()], hidden);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Listings in the index, deleted ones not counted. */
    public int size() {
        try {
            refreshIfBehind();
            try (Acquired acquired = acquire()) {
                IndexSearcher searcher = acquired.searcher();
                return searcher.getIndexReader().numDocs();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether segments are being merged or wait to be: an index just built merges into one for a while after. */
    public boolean merging() {
        return writer.hasPendingMerges() || !writer.getMergingSegments().isEmpty();
    }

    /** How many segments searches read now. */
    int searchedSegments() {
        try {
            try (Acquired acquired = acquire()) {
                IndexSearcher searcher = acquired.searcher();
                return searcher.getIndexReader().leaves().size();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        commit();
        synchronized (updates) {
            try {
                queryEmbeddings.close();
                searchers.close();
                if (writer.isOpen()) {
                    writer.close();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Opens a new searcher when updates were applied since the last one was opened. Searches pay for the refresh, not
     * updates: many updates between two searches cost one refresh, and updates nobody searches for cost none.
     */
    private void refreshIfBehind() {
        if (applied > visible) {
            synchronized (refreshes) {
                long upTo = applied;
                if (upTo > visible) {
                    try {
                        // Every update that returned before this point is in the searcher opened next.
                        searchers.maybeRefreshBlocking();
                        visible = upTo;
                    } catch (IOException | RuntimeException e) {
                        // The segment could not be written (a full disk): answer from the searcher there is, and try
                        // again at the next search.
                        LOG.log(System.Logger.Level.WARNING, "The search index could not open a new searcher; "
                                + "searches read the last one: " + e);
                    }
                }
            }
        }
    }

    /** A searcher of the current searchers, and the searchers to give it back to. */
    private record Acquired(SearcherManager from, IndexSearcher searcher) implements AutoCloseable {

        @Override
        public void close() throws IOException {
            from.release(searcher);
        }
    }

    private Acquired acquire() throws IOException {
        while (true) {
            SearcherManager current = searchers;
            try {
                return new Acquired(current, current.acquire());
            } catch (AlreadyClosedException replaced) {
                if (current == searchers) {
                    throw replaced;
                }
            }
        }
    }

    private SearchHits page(IndexSearcher searcher, SearchCriteria criteria) throws IOException {
        if (criteria.isBrowse()) {
            return browse(searcher, criteria);
        }
        RelevanceQuery.Parts query = relevance.of(criteria.text(), searcher);
        if (!criteria.isSearchedByMeaning()) {
            return rank(searcher, query, criteria);
        }
        Optional<FusedRanking.Ranked> fused =
                FusedRanking.of(searcher, query, queryEmbeddings.start(criteria.meaning(), query.spelled()), criteria);
        if (fused.isEmpty()) {
            return rank(searcher, query, criteria);
        }
        return new SearchHits(read(searcher, fused.get().docs(), criteria.offset()), fused.get().total());
    }

    /**
     * Relevance within each band, bands in order. One pass counts the matches of each band without scoring them;
     * then each band the page reaches is ranked on its own (see {@link BandRanking}), by score first, so that Lucene
     * skips the blocks of matches that cannot reach the page instead of scoring every match (a sort by band first
     * would score them all).
     */
    private static SearchHits rank(IndexSearcher searcher, RelevanceQuery.Parts query, SearchCriteria criteria)
            throws IOException {
        int[] perBand = BandCounts.of(searcher, query.matching(), criteria.now());
        int total = Arrays.stream(perBand).sum();
        if (criteria.offset() >= total) {
            return new SearchHits(List.of(), total);
        }
        int depth = (int) Math.min((long) criteria.offset() + criteria.limit(), total);
        BandRanking ranking = new BandRanking(searcher, query.scoring(), criteria.now());
        List<ScoreDoc> ranked = new ArrayList<>(depth);
        for (int band = 0; band < perBand.length && ranked.size() < depth; band++) {
            int wanted = Math.min(depth - ranked.size(), perBand[band]);
            if (wanted > 0) {
                ranked.addAll(List.of(ranking.top(band, wanted)));
            }
        }
        return new SearchHits(read(searcher, ranked.toArray(ScoreDoc[]::new), criteria.offset()), total);
    }

    /**
     * Ranks and counts in one pass over the listings; only a page deeper than {@link #SINGLE_PASS_DEPTH} is counted
     * first, to size the ranking by the number of listings instead of by the offset.
     */
    private static SearchHits browse(IndexSearcher searcher, SearchCriteria criteria) throws IOException {
        Query query = new VisibleListings(criteria.now());
        long wanted = (long) criteria.offset() + criteria.limit();
        int depth;
        if (wanted <= SINGLE_PASS_DEPTH) {
            depth = (int) wanted;
        } else {
            int total = searcher.count(query);
            if (criteria.offset() >= total) {
                return new SearchHits(List.of(), total);
            }
            depth = (int) Math.min(wanted, total);
        }
        TopFieldDocs ranked = searcher.search(query,
                new TopFieldCollectorManager(ResultOrder.BROWSE, depth, null, Integer.MAX_VALUE));
        return new SearchHits(read(searcher, ranked.scoreDocs, criteria.offset()),
                Math.toIntExact(ranked.totalHits.value));
    }

    /** The listings of {@code docs} from {@code offset} on, in that order. */
    private static List<SearchHit> read(IndexSearcher searcher, ScoreDoc[] docs, int offset) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        List<SearchHit> hits = new ArrayList<>(Math.max(docs.length - offset, 0));
        for (int i = offset; i < docs.length; i++) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(docs[i].doc, leaves));
            hits.add(ListingDocument.hit(leaf.reader(), docs[i].doc - leaf.docBase));
        }
        return List.copyOf(hits);
    }

    private static IndexWriter openWriter(Directory directory, MergePolicy merges) throws IOException {
        try {
            return new IndexWriter(directory, config(IndexWriterConfig.OpenMode.CREATE_OR_APPEND, merges));
        } catch (IllegalArgumentException | IndexNotFoundException incompatible) {
            // An index written with another sort or by an older release: it is derived data, so start afresh.
            return new IndexWriter(directory, config(IndexWriterConfig.OpenMode.CREATE, merges));
        }
    }

    private static IndexWriterConfig config(IndexWriterConfig.OpenMode mode, MergePolicy merges) {
        return new IndexWriterConfig(ListingAnalyzer.forIndex())
                .setOpenMode(mode)
                .setSimilarity(ListingSimilarity.INSTANCE)
                .setCodec(ListingCodec.create())
                .setIndexSort(ResultOrder.BROWSE)
                // A refresh would otherwise wait up to half a second for small segments to merge, and writers
                // wait for their refresh.
                .setMaxFullFlushMergeWaitMillis(0)
                .setMergePolicy(merges);
    }

    private static Map<String, String> commitData(IndexWriter writer) {
        Map<String, String> data = new HashMap<>();
        Iterable<Map.Entry<String, String>> live = writer.getLiveCommitData();
        if (live != null) {
            live.forEach(entry -> data.put(entry.getKey(), entry.getValue()));
        }
        return data;
    }

    private static IndexMark committedMark(Map<String, String> data) {
        LoggedEntry entry = data.containsKey(ENTRY_LISTING_KEY) ? new LoggedEntry(
                new ListingId(data.get(ENTRY_LISTING_KEY)), Instant.parse(data.get(ENTRY_LOGGED_AT_KEY))) : null;
        return new IndexMark(data.get(LOG_KEY), Long.parseLong(data.get(POSITION_KEY)), entry);
    }

    private static Map<String, String> markData(IndexMark mark) {
        Map<String, String> data = new HashMap<>();
        data.put(FORMAT_KEY, FORMAT);
        if (mark != null) {
            data.put(LOG_KEY, mark.logId());
            data.put(POSITION_KEY, Long.toString(mark.position()));
            mark.entryAtPosition().ifPresent(entry -> {
                data.put(ENTRY_LISTING_KEY, entry.listingId().value());
                data.put(ENTRY_LOGGED_AT_KEY, entry.loggedAt().toString());
            });
        }
        return data;
    }

    private static Term idTerm(ListingId id) {
        return new Term(ListingDocument.ID, id.value());
    }
}
