package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.meaning.Embedding;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.Field;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;

class IndexedEmbeddingsTest {

    private static final int DIMENSIONS = 384;

    @Test
    void embeddingsAreReadFromTheBytesTheGraphIsSearchedWithAndAreAlmostTheOnesIndexed() throws IOException {
        List<Embedding> indexed = randomEmbeddings(60);
        try (Directory directory = new ByteBuffersDirectory();
             IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig().setCodec(ListingCodec.create()))) {
            for (Embedding embedding : indexed) {
                writer.addDocument(withEmbedding(embedding));
            }
            try (DirectoryReader reader = DirectoryReader.open(writer)) {
                List<Embedding> read = IndexedEmbeddings.of(new IndexSearcher(reader), indexed.get(0), List.of(41, 0, 7));

                assertEquals(3, read.size());
                List<Embedding> expected = List.of(indexed.get(41), indexed.get(0), indexed.get(7));
                for (int i = 0; i < 3; i++) {
                    assertTrue(read.get(i).similarity(expected.get(i)) > 0.999, "similarity "
                            + read.get(i).similarity(expected.get(i)));
                    assertNotEquals(expected.get(i), read.get(i), "read from the bytes, not from the floats");
                }
            }
        }
    }

    @Test
    void aDocumentWithoutAnEmbeddingOfTheModelIsLeftOut() throws IOException {
        Embedding embedding = randomEmbeddings(1).get(0);
        try (Directory directory = new ByteBuffersDirectory();
             IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig().setCodec(ListingCodec.create()))) {
            writer.addDocument(withEmbedding(embedding));
            Document without = new Document();
            without.add(new StringField("id", "none", Field.Store.NO));
            writer.addDocument(without);
            try (DirectoryReader reader = DirectoryReader.open(writer)) {
                IndexSearcher searcher = new IndexSearcher(reader);

                assertEquals(1, IndexedEmbeddings.of(searcher, embedding, List.of(1, 0)).size());
                assertEquals(0, IndexedEmbeddings.of(searcher,
                        Embedding.of("another-model", embedding.vector()), List.of(0)).size());
            }
        }
    }

    private static Document withEmbedding(Embedding embedding) {
        Document document = new Document();
        document.add(new KnnFloatVectorField(ListingDocument.meaningField(embedding), embedding.vector(),
                VectorSimilarityFunction.DOT_PRODUCT));
        return document;
    }

    private static List<Embedding> randomEmbeddings(int count) {
        Random random = new Random(7);
        List<Embedding> embeddings = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            float[] vector = new float[DIMENSIONS];
            for (int d = 0; d < DIMENSIONS; d++) {
                vector[d] = (float) random.nextGaussian();
            }
            embeddings.add(Embedding.of("m", vector));
        }
        return embeddings;
    }
}
