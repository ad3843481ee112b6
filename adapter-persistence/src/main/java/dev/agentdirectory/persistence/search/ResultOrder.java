package dev.agentdirectory.persistence.search;

import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;

/**
 * Result orders. Bands come first (searches rank each band on its own); within a band, relevance or, when browsing,
 * newest first; the id breaks ties (see {@link IdOrder}).
 */
final class ResultOrder {

    /** Relevance among listings of one band: score first, which lets Lucene skip matches that cannot compete. */
    static final Sort WITHIN_BAND = new Sort(SortField.FIELD_SCORE, id());
    /**
     * The browse order, which is also the order of documents inside each segment: a browse then reads only the
     * first page of each segment instead of comparing every listing.
     */
    static final Sort BROWSE = new Sort(band(),
            new SortField(ListingDocument.REGISTERED_AT, SortField.Type.LONG, true), id());

    private ResultOrder() {
    }

    private static SortField band() {
        return new SortField(ListingDocument.BAND, SortField.Type.LONG);
    }

    private static SortField id() {
        return new SortField(ListingDocument.ID_ORDER, SortField.Type.LONG);
    }
}
