package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import java.util.Collection;

/**
 * Full-text search over listings, derived from the store. Semantics every implementation keeps:
 * <ul>
 *   <li>matching is on name, tags and description (name weighs most, then tags), case-insensitive; a query
 *       matches a listing that contains any of its meaningful words, and listings matching more and rarer
 *       words rank higher;</li>
 *   <li>results come in {@link dev.agentdirectory.core.search.Standing} bands (every healthy match before every
 *       failing one, then demoted ones); relevance orders within a band, newest first in browse mode (blank
 *       text: every visible listing); the id breaks remaining ties, so paging is stable;</li>
 *   <li>listings hidden at {@code criteria.now()} are neither returned nor counted;</li>
 *   <li>any text is just text: query syntax characters never fail a search;</li>
 *   <li>a change is visible to the very next search.</li>
 * </ul>
 */
public interface SearchIndex {

    /** Adds the listing, or replaces what was indexed under its id. */
    void put(IndexedListing listing);

    void remove(ListingId id);

    /** Drops everything and indexes {@code listings}. */
    void replaceAll(Collection<IndexedListing> listings);

    SearchHits search(SearchCriteria criteria);
}
