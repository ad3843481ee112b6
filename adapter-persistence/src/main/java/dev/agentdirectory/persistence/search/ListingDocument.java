package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchHit;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.LongField;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.Query;
import org.apache.lucene.util.BytesRef;

/**
 * How a listing is kept in the Lucene index: its text fields to match, the keys that filter and order results,
 * and its public shape, stored, so that a result page is read from the index alone.
 */
final class ListingDocument {

    static final String ID = "id";
    static final String BAND = "band";
    static final String REGISTERED_AT = "registeredAt";
    static final String HIDDEN_FROM = "hiddenFrom";
    private static final String TYPE = "stored.type";
    private static final String NAME = "stored.name";
    private static final String DESCRIPTION = "stored.description";
    private static final String URL = "stored.url";
    private static final String SETUP = "stored.setup";
    private static final String TAG = "stored.tag";
    private static final String STANDING = "stored.standing";
    private static final Standing[] STANDINGS = Standing.values();

    private ListingDocument() {
    }

    static Document of(IndexedListing indexed) {
        PublicListing listing = indexed.listing();
        Document document = new Document();
        document.add(new StringField(ID, listing.id().value(), Field.Store.YES));
        document.add(new SortedDocValuesField(ID, new BytesRef(listing.id().value())));
        document.add(new NumericDocValuesField(BAND, indexed.standing().ordinal()));
        document.add(new NumericDocValuesField(REGISTERED_AT, EpochNanos.of(indexed.registeredAt())));
        long hiddenFrom = indexed.hiddenFrom() == null ? Long.MAX_VALUE : EpochNanos.of(indexed.hiddenFrom());
        document.add(new LongField(HIDDEN_FROM, hiddenFrom, Field.Store.NO));
        for (ListingText field : ListingText.values()) {
            for (String value : field.textOf(indexed)) {
                document.add(new TextField(field.stemmed(), value, Field.Store.NO));
                document.add(new TextField(field.plain(), value, Field.Store.NO));
            }
        }
        document.add(new StoredField(TYPE, listing.type().wireName()));
        document.add(new StoredField(NAME, listing.name()));
        document.add(new StoredField(DESCRIPTION, listing.description()));
        document.add(new StoredField(URL, listing.url().toString()));
        if (listing.setupRequirements() != null) {
            document.add(new StoredField(SETUP, listing.setupRequirements()));
        }
        for (String tag : listing.tags()) {
            document.add(new StoredField(TAG, tag));
        }
        document.add(new StoredField(STANDING, indexed.standing().ordinal()));
        return document;
    }

    /** The hit a stored document stands for. */
    static SearchHit hit(Document stored) {
        ServiceType type = ServiceType.fromWireName(stored.get(TYPE))
                .orElseThrow(() -> new IllegalStateException("unknown service type in the index: " + stored.get(TYPE)));
        List<String> tags = List.of(stored.getValues(TAG));
        PublicListing listing = new PublicListing(new ListingId(stored.get(ID)), type, stored.get(NAME),
                stored.get(DESCRIPTION), URI.create(stored.get(URL)), stored.get(SETUP), tags);
        IndexableField standing = stored.getField(STANDING);
        return new SearchHit(listing, STANDINGS[standing.numericValue().intValue()]);
    }

    /** Listings of one band, checked on the matches of the other clauses only (doc values, not an index scan). */
    static Query inBand(int band) {
        return NumericDocValuesField.newSlowExactQuery(BAND, band);
    }

    /** Listings not yet hidden at {@code now}: those whose hiding time lies after it. */
    static Query visibleAt(Instant now) {
        long nanos = EpochNanos.of(now);
        return LongField.newRangeQuery(HIDDEN_FROM, nanos == Long.MAX_VALUE ? nanos : nanos + 1, Long.MAX_VALUE);
    }
}
