package dev.agentdirectory.core.search;

import java.util.List;

/** One page of matches, in rank order, and how many visible listings matched in all. */
public record SearchHits(List<SearchHit> hits, int total) {

    public SearchHits {
        hits = List.copyOf(hits);
    }
}
