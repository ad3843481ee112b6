package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexedListing;
import java.util.List;

/** The index is derived data: at start it is rebuilt from the store. */
public final class IndexRebuild {

    private final ListingStore store;
    private final SearchIndex index;
    private final DemotionPolicy demotion;

    IndexRebuild(ListingStore store, SearchIndex index, DemotionPolicy demotion) {
        this.store = store;
        this.index = index;
        this.demotion = demotion;
    }

    /** Answers how many listings were indexed. */
    public int run() {
        List<IndexedListing> entries = store.findAll().stream().map(l -> SearchEntry.of(l, demotion)).toList();
        index.replaceAll(entries);
        return entries.size();
    }
}
