package dev.agentdirectory.core.service;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.rules.SearchRules;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The index ranks and counts; the store, the source of truth, supplies the page's listings. */
public final class SearchListingsService implements SearchListingsUseCase {

    private final ListingStore store;
    private final SearchIndex index;
    private final Clock clock;

    SearchListingsService(ListingStore store, SearchIndex index, Clock clock) {
        this.store = store;
        this.index = index;
        this.clock = clock;
    }

    @Override
    public SearchResult search(SearchQuery query) {
        SearchCriteria criteria = SearchRules.check(query, clock.instant());
        SearchHits hits = index.search(criteria);
        Map<ListingId, Listing> found = store.findAllById(hits.ids()).stream()
                .collect(Collectors.toMap(Listing::id, Function.identity()));
        // A listing deregistered between the two reads is simply left out of the page.
        List<Listing> page = hits.ids().stream().map(found::get).filter(Objects::nonNull).toList();
        return new SearchResult(page, criteria.limit(), criteria.offset(), hits.total());
    }
}
