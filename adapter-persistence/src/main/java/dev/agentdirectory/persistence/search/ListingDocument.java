package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.search.IndexedListing;
import java.time.Instant;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.LongField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;

/** How a listing is kept in the Lucene index: its text fields plus the keys that filter and order results. */
final class ListingDocument {

    static final String ID = "id";
    static final String BAND = "band";
    static final String REGISTERED_AT = "registeredAt";
    static final String HIDDEN_FROM = "hiddenFrom";

    private ListingDocument() {
    }

    static Document of(IndexedListing listing) {
        Document document = new Document();
        document.add(new StringField(ID, listing.id().value(), Field.Store.YES));
        document.add(new SortedDocValuesField(ID, new BytesRef(listing.id().value())));
        document.add(new NumericDocValuesField(BAND, listing.standing().ordinal()));
        document.add(new NumericDocValuesField(REGISTERED_AT, EpochNanos.of(listing.registeredAt())));
        long hiddenFrom = listing.hiddenFrom() == null ? Long.MAX_VALUE : EpochNanos.of(listing.hiddenFrom());
        document.add(new LongField(HIDDEN_FROM, hiddenFrom, Field.Store.NO));
        for (ListingText field : ListingText.values()) {
            for (String value : field.textOf(listing)) {
                document.add(new TextField(field.stemmed(), value, Field.Store.NO));
                document.add(new TextField(field.plain(), value, Field.Store.NO));
            }
        }
        return document;
    }

    /** Listings not yet hidden at {@code now}: those whose hiding time lies after it. */
    static Query visibleAt(Instant now) {
        long nanos = EpochNanos.of(now);
        return LongField.newRangeQuery(HIDDEN_FROM, nanos == Long.MAX_VALUE ? nanos : nanos + 1, Long.MAX_VALUE);
    }
}
