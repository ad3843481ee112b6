package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.RankFusion;
import dev.agentdirectory.core.search.SearchCriteria;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.index.LeafReaderContext;
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
 * {@link RankFusion#DEPTH} visible listings nearest it in meaning (found on the HNSW graph of their embeddings);
 * band by band, the ranking by words and the ranking by meaning are fused ({@link RankFusion}), so that health
 * still orders the bands exactly as a search by words does.
 */
final class FusedRanking {

    /** The first documents of the whole order, and how many listings it holds. */
    record Ranked(ScoreDoc[] docs, int total) {
    }

    private record Near(int doc, int band, boolean matchesWords) {
    }

    private FusedRanking() {
    }

    static Ranked of(IndexSearcher searcher, RelevanceQuery.Parts words, Embedding meaning, SearchCriteria criteria)
            throws IOException {
        Instant now = criteria.now();
        List<Near> nearest = nearest(searcher, words, meaning, now);
        int[] perBand = BandCounts.of(searcher, words.matching(), now);
        int total = 0;
        for (int count : perBand) {
            total += count;
        }
        for (Near near : nearest) {
            total += near.matchesWords() ? 0 : 1;
        }
        long wanted = (long) criteria.offset() + criteria.limit();
        if (criteria.offset() >= total) {
            return new Ranked(new ScoreDoc[0], total);
        }
        BandRanking byWords = new BandRanking(searcher, words.scoring(), now);
        List<Integer> ordered = new ArrayList<>();
        for (int band = 0; band < BandRanges.BANDS && ordered.size() < wanted; band++) {
            int inBand = band;
            List<Integer> byMeaning = nearest.stream().filter(near -> near.band() == inBand).map(Near::doc).toList();
            // The first DEPTH by words take part in the fusion whatever the page; a deeper page needs more.
            long deepest = Math.max(RankFusion.DEPTH, wanted - ordered.size() + byMeaning.size());
            int fromWords = (int) Math.min(perBand[band], deepest);
            List<Integer> wordRanking = new ArrayList<>(fromWords);
            if (fromWords > 0) {
                for (ScoreDoc doc : byWords.top(band, fromWords)) {
                    wordRanking.add(doc.doc);
                }
            }
            // Without a listing near in meaning in this band, the order by words stands whatever its weight.
            int covered = wordRanking.isEmpty() || byMeaning.isEmpty() ? 0
                    : covered(searcher, words.meaningfulWords(), wordRanking.get(0));
            ordered.addAll(RankFusion.ordered(wordRanking, byMeaning,
                    RankFusion.wordWeight(covered, words.meaningfulWords().size()), Comparator.naturalOrder()));
        }
        int depth = (int) Math.min(wanted, ordered.size());
        ScoreDoc[] docs = new ScoreDoc[depth];
        for (int i = 0; i < depth; i++) {
            docs[i] = new ScoreDoc(ordered.get(i), Float.NaN);
        }
        return new Ranked(docs, total);
    }

    /** The visible listings nearest {@code meaning}, nearest first, each with its band and whether a word matched. */
    private static List<Near> nearest(IndexSearcher searcher, RelevanceQuery.Parts words, Embedding meaning,
                                      Instant now) throws IOException {
        TopDocs found = searcher.search(new KnnFloatVectorQuery(ListingDocument.meaningField(meaning),
                meaning.vector(), RankFusion.DEPTH, anyHidden(searcher, now) ? new VisibleListings(now) : null),
                RankFusion.DEPTH);
        Weight matching = searcher.createWeight(searcher.rewrite(words.matching()), ScoreMode.COMPLETE_NO_SCORES, 1f);
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
            nearest.add(new Near(doc.doc, bandOf(in, doc.doc - in.docBase), matchingWords.contains(doc.doc)));
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

    private static int bandOf(LeafReaderContext leaf, int doc) throws IOException {
        int[] starts = BandRanges.starts(leaf.reader());
        int band = 0;
        while (doc >= starts[band + 1]) {
            band++;
        }
        return band;
    }
}
