package dev.agentdirectory.core.search;

import dev.agentdirectory.core.listing.ListingId;
import java.util.List;

/** The ids of one page of matches, in rank order, and how many visible listings matched in all. */
public record SearchHits(List<ListingId> ids, int total) {

    public SearchHits {
        ids = List.copyOf(ids);
    }
}
