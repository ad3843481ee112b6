package dev.agentdirectory.core.service;

import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.rules.SearchRules;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import java.time.Clock;

/** The index ranks, counts and supplies the page: a search never reads the store. */
public final class SearchListingsService implements SearchListingsUseCase {

    private final SearchIndex index;
    private final Clock clock;

    SearchListingsService(SearchIndex index, Clock clock) {
        this.index = index;
        this.clock = clock;
    }

    @Override
    public SearchResult search(SearchQuery query) {
        SearchCriteria criteria = SearchRules.check(query, clock.instant());
        SearchHits hits = index.search(criteria);
        return new SearchResult(hits.hits(), criteria.limit(), criteria.offset(), hits.total());
    }
}
