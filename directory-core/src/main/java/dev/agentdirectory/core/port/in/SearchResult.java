package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.search.SearchHit;
import java.util.List;

/** One page of listings in rank order, the page's bounds, and how many visible listings matched in all. */
public record SearchResult(List<SearchHit> hits, int limit, int offset, int total) {

    public SearchResult {
        hits = List.copyOf(hits);
    }
}
