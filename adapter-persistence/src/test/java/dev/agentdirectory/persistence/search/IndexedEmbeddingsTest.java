package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.meaning.Embedding;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.ScoreDoc;
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
                List<Embedding> read = new IndexedEmbeddings(new IndexSearcher(reader), indexed.get(0)).of(List.of(41, 0, 7));

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

                assertEquals(1, new IndexedEmbeddings(searcher, embedding).of(List.of(1, 0)).size());
                assertEquals(0, new IndexedEmbeddings(searcher, Embedding.of("another-model", embedding.vector()))
                        .of(List.of(0)).size());
            }
        }
    }

    @Test
    void similaritiesAreTheQuerysCosineWithEachDocumentsEmbeddingAcrossSegments() throws IOException {
        List<Embedding> indexed = randomEmbeddings(40);
        Embedding query = randomEmbeddings(41).get(40);
        try (Directory directory = new ByteBuffersDirectory();
             IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig().setCodec(ListingCodec.create()))) {
            for (int i = 0; i < indexed.size(); i++) {
                writer.addDocument(withEmbedding(indexed.get(i)));
                if (i == 19) {
                    writer.commit();
                    Document without = new Document();
                    without.add(new StringField("id", "none", Field.Store.NO));
                    writer.addDocument(without);
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(writer)) {
                assertEquals(2, reader.leaves().size());
                IndexedEmbeddings embeddings = new IndexedEmbeddings(new IndexSearcher(reader), query);
                Map<Integer, Double> read = embeddings.similarities(query, List.of(33, 3, 20, 19, 40));

                assertEquals(Set.of(3, 19, 33, 40), read.keySet(), "the document without an embedding is left out");
                assertEquals(query.similarity(indexed.get(3)), read.get(3), 0.01);
                assertEquals(query.similarity(indexed.get(19)), read.get(19), 0.01);
                assertEquals(query.similarity(indexed.get(32)), read.get(33), 0.01, "after the one without");
                assertEquals(query.similarity(indexed.get(39)), read.get(40), 0.01);
                Embedding other = randomEmbeddings(42).get(41);
                assertEquals(other.similarity(indexed.get(3)), embeddings.similarities(other, List.of(3)).get(3), 0.01,
                        "a listing read once is compared with another query of the model");
            }
        }
    }

    @Test
    void theGraphSearchsScoresGiveTheSimilaritiesTheIndexedEmbeddingsGive() throws IOException {
        List<Embedding> indexed = randomEmbeddings(30);
        Embedding query = randomEmbeddings(31).get(30);
        try (Directory directory = new ByteBuffersDirectory();
             IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig().setCodec(ListingCodec.create()))) {
            for (Embedding embedding : indexed) {
                writer.addDocument(withEmbedding(embedding));
            }
            try (DirectoryReader reader = DirectoryReader.open(writer)) {
                IndexSearcher searcher = new IndexSearcher(reader);
                ScoreDoc[] nearest = searcher.search(new KnnFloatVectorQuery(ListingDocument.meaningField(query),
                        query.vector(), 10), 10).scoreDocs;
                Map<Integer, Double> read = new IndexedEmbeddings(searcher, query).similarities(query,
                        Arrays.stream(nearest).map(doc -> doc.doc).toList());

                // Both come from the same bytes, so they fuse as one measure: the fusion takes either.
                for (ScoreDoc doc : nearest) {
                    assertEquals(read.get(doc.doc), ListingDocument.similarity(doc.score), 0.01);
                    assertEquals(query.similarity(indexed.get(doc.doc)), ListingDocument.similarity(doc.score), 0.02);
                }
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
