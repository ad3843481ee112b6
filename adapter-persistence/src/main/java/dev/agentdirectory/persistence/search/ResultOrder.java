package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.search.SearchCriteria;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;

/** Result orders: the standing band first, then relevance or, when browsing, newest first; the id breaks ties. */
final class ResultOrder {

    private static final Sort RELEVANCE = new Sort(band(), SortField.FIELD_SCORE, id());
    /**
     * The browse order, which is also the order of documents inside each segment: a browse then reads only the
     * first page of each segment instead of comparing every listing.
     */
    static final Sort BROWSE = new Sort(band(),
            new SortField(ListingDocument.REGISTERED_AT, SortField.Type.LONG, true), id());

    private ResultOrder() {
    }

    static Sort of(SearchCriteria criteria) {
        return criteria.isBrowse() ? BROWSE : RELEVANCE;
    }

    private static SortField band() {
        return new SortField(ListingDocument.BAND, SortField.Type.LONG);
    }

    private static SortField id() {
        return new SortField(ListingDocument.ID, SortField.Type.STRING);
    }
}
