package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;

/** Deregistration is final: the listing leaves the store and the index together. */
public final class DeregisterListingService implements DeregisterListingUseCase {

    private final ListingStore store;
    private final SearchIndex index;

    DeregisterListingService(ListingStore store, SearchIndex index) {
        this.store = store;
        this.index = index;
    }

    @Override
    public void deregister(ListingId id, String apiKey) {
        ListingAccess.ownedBy(store, id, apiKey);
        if (!store.delete(id)) {
            throw new ListingNotFoundException();
        }
        index.remove(id);
    }
}
