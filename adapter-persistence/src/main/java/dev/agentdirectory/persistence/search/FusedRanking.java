package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.MeaningFeedback;
import dev.agentdirectory.core.meaning.ScoreFusion;
import dev.agentdirectory.core.search.SearchCriteria;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TwoPhaseIterator;
import org.apache.lucene.search.Weight;

/**
 * A search by words and by meaning. The matches are the listings matching a word of the query and the
 * {@link ScoreFusion#DEPTH} visible listings nearest it in meaning (found on the HNSW graph of their embeddings);
 * band by band, the ranking by words and the ranking by meaning are fused ({@link ScoreFusion}), so that health
 * still orders the bands exactly as a search by words does. The search by meaning is done twice: the second time for
 * the query refined by the first fusion's first listings ({@link MeaningFeedback}), whose ranking is the one fused.
 */
final class FusedRanking {

    /** The first documents of the whole order, and how many listings it holds. */
    record Ranked(ScoreDoc[] docs, int total) {
    }

    /** A listing found near in meaning: its band, whether it matches a word, and its cosine similarity. */
    private record Near(int doc, int band, boolean matchesWords, double similarity) {
    }

    /**
     * Candidates the graph walk keeps, of which the {@link ScoreFusion#DEPTH} nearest are taken. A walk keeping only
     * those 20 can stop in the wrong part of the graph and miss a whole cluster of listings near the query: on the
     * judged queries it found 86–87% of the exact 20 nearest, and for "do I need an umbrella in Seattle tomorrow" one
     * weather listing where the exact 20 hold eight, in two registrations of the corpus of three. Keeping 60 finds
     * 94–95%, and that cluster every time (docs/relevance.md, "The graph walk").
     */
    private static final int GRAPH_CANDIDATES = 60;

    private FusedRanking() {
    }

    /**
     * The search's order, or empty when its query has no embedding after all. The query is embedded while the matches
     * are counted and the bands the page reaches are ranked by words.
     */
    static Optional<Ranked> of(IndexSearcher searcher, RelevanceQuery.Parts words, QueryEmbeddings.Pending embedding,
                               SearchCriteria criteria) throws IOException {
        Instant now = criteria.now();
        int[] perBand = BandCounts.of(searcher, words.matching(), now);
        // The graph adds at most DEPTH listings to the matches by words: a page past both is empty, and only what the
        // query's refinement and the total need is ranked (ranking every match for an offset of 2^31 - 1 took a core
        // 100 ms, each request).
        long mostThereCanBe = Arrays.stream(perBand).asLongStream().sum() + ScoreFusion.DEPTH;
        long wanted = criteria.offset() >= mostThereCanBe ? MeaningFeedback.DEPTH
                : (long) criteria.offset() + criteria.limit();
        Bands bands = new Bands(searcher, words, perBand, now, wanted);
        bands.rankFirst(Math.max(wanted, MeaningFeedback.DEPTH));
        Embedding meaning = embedding.await();
        if (meaning.isEmpty()) {
            return Optional.empty();
        }
        Weight matching = searcher.createWeight(searcher.rewrite(words.matching()), ScoreMode.COMPLETE_NO_SCORES, 1f);
        Query visible = anyHidden(searcher, now) ? new VisibleListings(now) : null;
        List<Near> nearest = nearest(searcher, meaning, visible, matching);
        IndexedEmbeddings embeddings = new IndexedEmbeddings(searcher, meaning);
        List<Integer> first = bands.ordered(nearest, meaning, embeddings, MeaningFeedback.DEPTH);
        Embedding refined = MeaningFeedback.refine(meaning,
                embeddings.of(first.subList(0, Math.min(MeaningFeedback.DEPTH, first.size()))));
        if (!refined.equals(meaning)) {
            nearest = nearest(searcher, refined, visible, matching);
        }
        int total = bands.total();
        for (Near near : nearest) {
            total += near.matchesWords() ? 0 : 1;
        }
        if (criteria.offset() >= total) {
            return Optional.of(new Ranked(new ScoreDoc[0], total));
        }
        List<Integer> ordered = bands.ordered(nearest, refined, embeddings, wanted);
        int depth = (int) Math.min(wanted, ordered.size());
        ScoreDoc[] docs = new ScoreDoc[depth];
        for (int i = 0; i < depth; i++) {
            docs[i] = new ScoreDoc(ordered.get(i), Float.NaN);
        }
        return Optional.of(new Ranked(docs, total));
    }

    /**
     * The health bands of one search's matches by words: each band's ranking by words and its weight in the fusion,
     * found once and kept for both fusions of the search.
     */
    private static final class Bands {

        private final IndexSearcher searcher;
        private final RelevanceQuery.Parts words;
        private final int[] perBand;
        private final long wanted;
        private final BandRanking byWords;
        private final List<List<Integer>> rankings = new ArrayList<>(Collections.nCopies(BandRanges.BANDS, null));
        private final Double[] wordWeights = new Double[BandRanges.BANDS];
        private final Map<Integer, Float> wordScores = new HashMap<>();
        /**
         * Equal fused scores in id order, as equal scores by words are: document numbers change as segments merge, so
         * two pages asked for on either side of a merge would order such listings differently.
         */
        private final Comparator<Integer> byId;

        Bands(IndexSearcher searcher, RelevanceQuery.Parts words, int[] perBand, Instant now, long wanted)
                throws IOException {
            this.searcher = searcher;
            this.words = words;
            this.perBand = perBand;
            this.wanted = wanted;
            this.byWords = new BandRanking(searcher, words.scoring(), now);
            Map<Integer, Long> idOrders = new HashMap<>();
            this.byId = Comparator.<Integer>comparingLong(doc -> idOrders.computeIfAbsent(doc,
                    unread -> uncheckedIo(() -> idOrder(searcher, unread)))).thenComparing(Comparator.naturalOrder());
        }

        /** How many listings match a word. */
        int total() {
            int total = 0;
            for (int count : perBand) {
                total += count;
            }
            return total;
        }

        /**
         * Ranks by words the bands that hold the first {@code upTo} matches by words: every band a fusion of the search
         * can reach, since the listings found by meaning only lengthen the order.
         */
        void rankFirst(long upTo) throws IOException {
            long matches = 0;
            for (int band = 0; band < BandRanges.BANDS && matches < upTo; band++) {
                if (perBand[band] > 0) {
                    byWords(band);
                    matches += perBand[band];
                }
            }
        }

        /**
         * The first {@code upTo} documents (or a few more) of the fused order, band after band, {@code nearest} being the
         * listings nearest {@code meaning}, whose model's embeddings {@code embeddings} reads.
         */
        List<Integer> ordered(List<Near> nearest, Embedding meaning, IndexedEmbeddings embeddings, long upTo)
                throws IOException {
            List<Integer> ordered = new ArrayList<>();
            for (int band = 0; band < BandRanges.BANDS && ordered.size() < upTo; band++) {
                int inBand = band;
                List<Near> near = nearest.stream().filter(listing -> listing.band() == inBand).toList();
                List<Integer> wordRanking = byWords(band);
                // Without a listing near in meaning in this band, the order by words stands whatever its weight.
                double weight = near.isEmpty() ? 1 : wordWeight(band, wordRanking);
                ordered.addAll(ScoreFusion.ordered(wordRanking, near.stream().map(Near::doc).toList(),
                        new BandScores(wordRanking, near, meaning, embeddings), weight, byId));
            }
            return ordered;
        }

        /**
         * What the fusion reads of one band's listings. Scores by words come from the ranking by words for its first
         * {@link ScoreFusion#DEPTH}; a listing near in meaning that matches a word but is not among them is given the
         * score of the listing ranked right after them by words, a bound, since scoring it would mean setting up the
         * query's scorers again (measured on the judged queries as good as its own score, docs/relevance.md). The
         * bound is the same whatever the page, as the listing's own score would be: one read from as deep as a page
         * ranks by words would move such a listing by the page's depth, and pages of different depths would overlap
         * and skip. Similarities come from the graph search for the listings near in meaning and from the index's
         * embeddings for the others.
         */
        private final class BandScores implements ScoreFusion.Scores<Integer> {

            private final List<Integer> wordRanking;
            private final Map<Integer, Near> near = new HashMap<>();
            private final Embedding meaning;
            private final IndexedEmbeddings embeddings;
            private Map<Integer, Double> similarities;

            BandScores(List<Integer> wordRanking, List<Near> near, Embedding meaning, IndexedEmbeddings embeddings) {
                this.wordRanking = wordRanking;
                near.forEach(listing -> this.near.put(listing.doc(), listing));
                this.meaning = meaning;
                this.embeddings = embeddings;
            }

            @Override
            public double byWords(Integer doc) {
                int fused = Math.min(ScoreFusion.DEPTH, wordRanking.size());
                if (wordRanking.subList(0, fused).contains(doc)) {
                    return wordScores.get(doc);
                }
                Near listing = near.get(doc);
                return listing == null || !listing.matchesWords() || wordRanking.isEmpty() ? 0
                        : wordScores.get(wordRanking.get(Math.min(fused, wordRanking.size() - 1)));
            }

            @Override
            public OptionalDouble similarity(Integer doc) {
                Near listing = near.get(doc);
                if (listing != null) {
                    return OptionalDouble.of(listing.similarity());
                }
                if (similarities == null) {
                    List<Integer> farther = wordRanking.subList(0, Math.min(ScoreFusion.DEPTH, wordRanking.size()))
                            .stream().filter(ranked -> !near.containsKey(ranked)).toList();
                    similarities = uncheckedIo(() -> embeddings.similarities(meaning, farther));
                }
                Double similarity = similarities.get(doc);
                return similarity == null ? OptionalDouble.empty() : OptionalDouble.of(similarity);
            }
        }

        /**
         * The band's first documents by words, as many as any fusion of the search reads: the first DEPTH take part
         * in the fusion whatever the page, and a page reaching deeper needs as many more as the listings found by
         * meaning alone may push down. Ranked once: ranking scores every match in the band.
         */
        private List<Integer> byWords(int band) throws IOException {
            if (rankings.get(band) == null) {
                int depth = (int) Math.min(perBand[band], wanted + ScoreFusion.DEPTH);
                List<Integer> ranking = new ArrayList<>(depth);
                if (depth > 0) {
                    for (ScoreDoc doc : byWords.top(band, depth)) {
                        ranking.add(doc.doc);
                        wordScores.put(doc.doc, doc.score);
                    }
                }
                rankings.set(band, ranking);
            }
            return rankings.get(band);
        }

        private double wordWeight(int band, List<Integer> wordRanking) throws IOException {
            if (wordWeights[band] == null) {
                int covered = wordRanking.isEmpty() ? 0 : covered(searcher, words.meaningfulWords(), wordRanking.get(0));
                wordWeights[band] = ScoreFusion.wordWeight(covered, words.meaningfulWords().size());
            }
            return wordWeights[band];
        }
    }

    /**
     * The listings nearest {@code meaning} that {@code visible} lets through (all without it), nearest first, each with
     * its band and whether it is {@code matching} a word.
     */
    private static List<Near> nearest(IndexSearcher searcher, Embedding meaning, Query visible, Weight matching)
            throws IOException {
        TopDocs found = searcher.search(new KnnFloatVectorQuery(ListingDocument.meaningField(meaning),
                meaning.vector(), GRAPH_CANDIDATES, visible), ScoreFusion.DEPTH);
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        // In document order, so that each segment's matches are walked once, forwards, by one iterator.
        ScoreDoc[] byDoc = found.scoreDocs.clone();
        Arrays.sort(byDoc, Comparator.comparingInt(doc -> doc.doc));
        Set<Integer> matchingWords = new HashSet<>();
        LeafReaderContext leaf = null;
        DocIdSetIterator matches = null;
        for (ScoreDoc doc : byDoc) {
            if (leaf == null || doc.doc >= leaf.docBase + leaf.reader().maxDoc()) {
                leaf = leaves.get(ReaderUtil.subIndex(doc.doc, leaves));
                Scorer scorer = matching.scorer(leaf);
                matches = scorer == null ? DocIdSetIterator.empty() : iterator(scorer);
            }
            int local = doc.doc - leaf.docBase;
            if (matches.docID() < local) {
                matches.advance(local);
            }
            if (matches.docID() == local) {
                matchingWords.add(doc.doc);
            }
        }
        List<Near> nearest = new ArrayList<>(found.scoreDocs.length);
        for (ScoreDoc doc : found.scoreDocs) {
            LeafReaderContext in = leaves.get(ReaderUtil.subIndex(doc.doc, leaves));
            nearest.add(new Near(doc.doc, bandOf(in, doc.doc - in.docBase), matchingWords.contains(doc.doc),
                    ListingDocument.similarity(doc.score)));
        }
        return nearest;
    }

    /** How many of the query's meaningful words the document matches. */
    private static int covered(IndexSearcher searcher, List<Query> words, int doc) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
        int local = doc - leaf.docBase;
        int covered = 0;
        for (Query word : words) {
            Scorer scorer = searcher.createWeight(searcher.rewrite(word), ScoreMode.COMPLETE_NO_SCORES, 1f)
                    .scorer(leaf);
            if (scorer != null && iterator(scorer).advance(local) == local) {
                covered++;
            }
        }
        return covered;
    }

    private interface IoSupplier<T> {
        T get() throws IOException;
    }

    /** For the fusion's callbacks, which cannot throw what the index reads may. */
    private static <T> T uncheckedIo(IoSupplier<T> read) {
        try {
            return read.get();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static DocIdSetIterator iterator(Scorer scorer) {
        return scorer.twoPhaseIterator() == null ? scorer.iterator()
                : TwoPhaseIterator.asDocIdSetIterator(scorer.twoPhaseIterator());
    }

    /**
     * Whether a listing is hidden by now. A filtered search first marks every listing the filter lets through, a pass
     * over the whole index per query; hidden listings are few and most often none, when no filter is needed.
     */
    private static boolean anyHidden(IndexSearcher searcher, Instant now) throws IOException {
        Visibility visibility = Visibility.at(now);
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            if (visibility.in(leaf.reader()) != null) {
                return true;
            }
        }
        return false;
    }

    /** The document's place in the order of listing ids ({@link IdOrder}). */
    private static long idOrder(IndexSearcher searcher, int doc) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
        NumericDocValues orders = DocValues.getNumeric(leaf.reader(), ListingDocument.ID_ORDER);
        if (!orders.advanceExact(doc - leaf.docBase)) {
            throw new IllegalStateException("document " + doc + " has no id order");
        }
        return orders.longValue();
    }

    private static int bandOf(LeafReaderContext leaf, int doc) throws IOException {
        int[] starts = BandRanges.starts(leaf.reader());
        int band = 0;
        while (doc >= starts[band + 1]) {
            band++;
        }
        return band;
    }
}
