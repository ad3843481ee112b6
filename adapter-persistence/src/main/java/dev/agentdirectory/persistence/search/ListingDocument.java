package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchHit;
import java.io.IOException;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.LongField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.VectorSimilarityFunction;

/**
 * How a listing is kept in the Lucene index: its text fields to match, the keys that filter and order results,
 * and the result it stands for (see {@link StoredHit}), so that a result page is read from the index alone.
 */
final class ListingDocument {

    static final String ID = "id";
    static final String ID_ORDER = "idOrder";
    static final String BAND = "band";
    static final String REGISTERED_AT = "registeredAt";
    static final String HIDDEN_FROM = "hiddenFrom";
    static final String HIT = "hit";

    /**
     * Text is matched word by word and never by phrase, so no positions are kept: nothing reads them, and a field with
     * positions is slower to count and rank over (docs/performance.md). Frequencies and lengths stay, for BM25.
     */
    private static final FieldType TEXT = textWithoutPositions();

    private ListingDocument() {
    }

    static Document of(IndexedListing indexed) {
        PublicListing listing = indexed.listing();
        Document document = new Document();
        document.add(new StringField(ID, listing.id().value(), Field.Store.NO));
        document.add(new NumericDocValuesField(ID_ORDER, IdOrder.of(listing.id())));
        document.add(new NumericDocValuesField(BAND, indexed.standing().ordinal()));
        document.add(new NumericDocValuesField(REGISTERED_AT, EpochNanos.of(indexed.registeredAt())));
        long hiddenFrom = indexed.hiddenFrom() == null ? Long.MAX_VALUE : EpochNanos.of(indexed.hiddenFrom());
        document.add(new LongField(HIDDEN_FROM, hiddenFrom, Field.Store.NO));
        for (ListingText field : ListingText.values()) {
            for (String value : field.textOf(indexed)) {
                document.add(new Field(field.stemmed(), value, TEXT));
                document.add(new Field(field.plain(), value, TEXT));
            }
        }
        if (!indexed.embedding().isEmpty()) {
            document.add(new KnnFloatVectorField(meaningField(indexed.embedding()), indexed.embedding().vector(),
                    VectorSimilarityFunction.DOT_PRODUCT));
        }
        document.add(new BinaryDocValuesField(HIT, StoredHit.encode(listing, indexed.standing())));
        return document;
    }

    /**
     * The vector field of embeddings of one model: embeddings of different models are not comparable, so while a new
     * model replaces an old one, each query searches the listings embedded by its own.
     */
    static String meaningField(Embedding embedding) {
        return "meaning/" + embedding.model() + "/" + embedding.dimensions();
    }

    /**
     * The cosine similarity behind a vector search's score: the embeddings are of unit length and compared by
     * {@link VectorSimilarityFunction#DOT_PRODUCT}, which scores {@code (1 + cosine) / 2}.
     */
    static double similarity(float score) {
        return 2.0 * score - 1;
    }

    private static FieldType textWithoutPositions() {
        FieldType type = new FieldType(TextField.TYPE_NOT_STORED);
        type.setIndexOptions(IndexOptions.DOCS_AND_FREQS);
        type.freeze();
        return type;
    }

    /** The hit that document {@code doc} of {@code leaf} stands for. */
    static SearchHit hit(LeafReader leaf, int doc) throws IOException {
        BinaryDocValues hits = DocValues.getBinary(leaf, HIT);
        if (!hits.advanceExact(doc)) {
            throw new IllegalStateException("a document without its listing in the search index");
        }
        return StoredHit.decode(hits.binaryValue());
    }
}
