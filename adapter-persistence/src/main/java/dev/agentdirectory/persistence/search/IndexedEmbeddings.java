package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.meaning.Embedding;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.lucene.codecs.KnnVectorsReader;
import org.apache.lucene.codecs.perfield.PerFieldKnnVectorsFormat;
import org.apache.lucene.index.CodecReader;
import org.apache.lucene.index.FilterCodecReader;
import org.apache.lucene.index.FilterLeafReader;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.util.VectorUtil;
import org.apache.lucene.util.quantization.QuantizedByteVectorValues;
import org.apache.lucene.util.quantization.QuantizedVectorsReader;
import org.apache.lucene.util.quantization.ScalarQuantizer;

/**
 * Listings' embeddings read back from the index, as its graph search reads them: one byte a dimension
 * ({@link ListingCodec}), not the floats kept beside the bytes for merges. A search that read the floats of a few
 * listings would, over many searches, map the whole float file into memory (4 bytes a dimension a listing: 154 MB at
 * 100,000 listings), which searching bytes is there to avoid; the bytes are in memory already, since every graph search
 * walks them. A byte back to a float is within half a quantization step, far finer than what the embeddings are read
 * for ({@link dev.agentdirectory.core.meaning.MeaningFeedback}, {@link dev.agentdirectory.core.meaning.ScoreFusion}).
 * One reader serves one search, of one model's embeddings, and reads each listing's once: the search's two fusions
 * and its refined query mostly ask for the same listings.
 */
final class IndexedEmbeddings {

    /** What is kept for a document without an embedding of the model. */
    private static final float[] NONE = new float[0];

    private final IndexSearcher searcher;
    private final Embedding model;
    private final String field;
    private final Map<Integer, float[]> read = new HashMap<>();

    /** A reader of {@code model}'s embeddings in what {@code searcher} sees. */
    IndexedEmbeddings(IndexSearcher searcher, Embedding model) {
        this.searcher = searcher;
        this.model = model;
        this.field = ListingDocument.meaningField(model);
    }

    /** The embeddings of {@code docs}, in their order; a document without one is left out. */
    List<Embedding> of(List<Integer> docs) throws IOException {
        readAll(docs);
        List<Embedding> embeddings = new ArrayList<>(docs.size());
        for (int doc : docs) {
            float[] vector = read.get(doc);
            if (vector != NONE) {
                embeddings.add(Embedding.of(model.model(), vector));
            }
        }
        return embeddings;
    }

    /**
     * The cosine similarity of each of {@code docs} to {@code query}, an embedding of this reader's model; a document
     * without one is left out.
     */
    Map<Integer, Double> similarities(Embedding query, Collection<Integer> docs) throws IOException {
        if (!query.isComparableWith(model)) {
            throw new IllegalArgumentException("the query is not of the model this reader reads");
        }
        readAll(docs);
        float[] unitQuery = query.vector();
        Map<Integer, Double> similarities = new HashMap<>();
        for (int doc : docs) {
            float[] vector = read.get(doc);
            if (vector != NONE) {
                similarities.put(doc, (double) VectorUtil.dotProduct(unitQuery, vector));
            }
        }
        return similarities;
    }

    /** Reads the unit vectors of those of {@code docs} not read yet, each segment forwards once. */
    private void readAll(Collection<Integer> docs) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        LeafReaderContext leaf = null;
        SegmentVectors segment = null;
        for (int doc : new TreeSet<>(docs)) {
            if (read.containsKey(doc)) {
                continue;
            }
            if (leaf == null || doc >= leaf.docBase + leaf.reader().maxDoc()) {
                leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
                segment = SegmentVectors.of(leaf.reader(), field);
            }
            float[] vector = segment == null ? null : segment.at(doc - leaf.docBase);
            read.put(doc, vector == null || VectorUtil.dotProduct(vector, vector) == 0 ? NONE
                    : VectorUtil.l2normalize(vector));
        }
    }

    /** One segment's vectors of one field, as bytes to dequantize or, in a segment of another format, as floats. */
    private record SegmentVectors(QuantizedByteVectorValues bytes, ScalarQuantizer quantizer,
                                  FloatVectorValues floats) {

        static SegmentVectors of(LeafReader reader, String field) throws IOException {
            QuantizedVectorsReader quantized = quantizedReader(reader, field);
            if (quantized != null) {
                QuantizedByteVectorValues bytes = quantized.getQuantizedVectorValues(field);
                ScalarQuantizer quantizer = quantized.getQuantizationState(field);
                if (bytes != null && quantizer != null) {
                    return new SegmentVectors(bytes, quantizer, null);
                }
            }
            FloatVectorValues floats = reader.getFloatVectorValues(field);
            return floats == null ? null : new SegmentVectors(null, null, floats);
        }

        /** The vector of {@code doc}, a document after any read before, as a new array; null without one. */
        float[] at(int doc) throws IOException {
            DocIdSetIterator values = bytes != null ? bytes : floats;
            if ((values.docID() < doc ? values.advance(doc) : values.docID()) != doc) {
                return null;
            }
            return bytes != null ? dequantized(bytes.vectorValue(), quantizer) : floats.vectorValue().clone();
        }
    }

    private static QuantizedVectorsReader quantizedReader(LeafReader reader, String field) {
        if (!(FilterLeafReader.unwrap(reader) instanceof CodecReader codecReader)) {
            return null;
        }
        KnnVectorsReader vectors = FilterCodecReader.unwrap(codecReader).getVectorReader();
        if (vectors instanceof PerFieldKnnVectorsFormat.FieldsReader perField) {
            vectors = perField.getFieldReader(field);
        }
        return vectors instanceof QuantizedVectorsReader quantized ? quantized : null;
    }

    /** Lucene's scalar quantization undone: a byte counts steps of equal size up from the lower quantile. */
    private static float[] dequantized(byte[] bytes, ScalarQuantizer quantizer) {
        float step = (quantizer.getUpperQuantile() - quantizer.getLowerQuantile()) / ((1 << quantizer.getBits()) - 1);
        float[] vector = new float[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            vector[i] = quantizer.getLowerQuantile() + step * bytes[i];
        }
        return vector;
    }
}
