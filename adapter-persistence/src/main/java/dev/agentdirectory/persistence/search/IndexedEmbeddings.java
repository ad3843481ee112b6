package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.meaning.Embedding;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.codecs.KnnVectorsReader;
import org.apache.lucene.codecs.perfield.PerFieldKnnVectorsFormat;
import org.apache.lucene.index.CodecReader;
import org.apache.lucene.index.FilterCodecReader;
import org.apache.lucene.index.FilterLeafReader;
import org.apache.lucene.index.FloatVectorValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.util.quantization.QuantizedByteVectorValues;
import org.apache.lucene.util.quantization.QuantizedVectorsReader;
import org.apache.lucene.util.quantization.ScalarQuantizer;

/**
 * Listings' embeddings read back from the index, as its graph search reads them: one byte a dimension
 * ({@link ListingCodec}), not the floats kept beside the bytes for merges. A search that read the floats of a few
 * listings would, over many searches, map the whole float file into memory (4 bytes a dimension a listing: 154 MB at
 * 100,000 listings), which searching bytes is there to avoid; the bytes are in memory already, since every graph search
 * walks them. A byte back to a float is within half a quantization step, far finer than what the embeddings are read
 * for ({@link dev.agentdirectory.core.meaning.MeaningFeedback}).
 */
final class IndexedEmbeddings {

    private IndexedEmbeddings() {
    }

    /**
     * The embeddings of {@code docs} in the vector field of {@code model}'s embeddings, in their order; a document
     * without one is left out.
     */
    static List<Embedding> of(IndexSearcher searcher, Embedding model, List<Integer> docs) throws IOException {
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        String field = ListingDocument.meaningField(model);
        List<Embedding> embeddings = new ArrayList<>(docs.size());
        for (int doc : docs) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(doc, leaves));
            float[] vector = vector(leaf.reader(), field, doc - leaf.docBase);
            if (vector != null) {
                embeddings.add(Embedding.of(model.model(), vector));
            }
        }
        return embeddings;
    }

    private static float[] vector(LeafReader reader, String field, int doc) throws IOException {
        QuantizedVectorsReader quantized = quantizedReader(reader, field);
        if (quantized != null) {
            QuantizedByteVectorValues bytes = quantized.getQuantizedVectorValues(field);
            ScalarQuantizer quantizer = quantized.getQuantizationState(field);
            if (bytes != null && quantizer != null) {
                return bytes.advance(doc) == doc ? dequantized(bytes.vectorValue(), quantizer) : null;
            }
        }
        // A segment of another vector format: its floats.
        FloatVectorValues floats = reader.getFloatVectorValues(field);
        return floats != null && floats.advance(doc) == doc ? floats.vectorValue() : null;
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
