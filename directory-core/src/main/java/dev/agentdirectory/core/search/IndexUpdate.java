package dev.agentdirectory.core.search;

import dev.agentdirectory.core.listing.ListingId;
import java.util.List;

/**
 * Changes for a search index to apply together: listings to add or replace, listings to remove, and the mark the
 * index has reached once they are applied ({@code markAfter} is null while a rebuild is under way: an index
 * interrupted then cannot resume and is rebuilt again).
 */
public record IndexUpdate(List<IndexedListing> puts, List<ListingId> removes, IndexMark markAfter) {

    public IndexUpdate {
        puts = List.copyOf(puts);
        removes = List.copyOf(removes);
    }

    public boolean isEmpty() {
        return puts.isEmpty() && removes.isEmpty();
    }
}
