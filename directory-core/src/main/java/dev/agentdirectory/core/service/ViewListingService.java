package dev.agentdirectory.core.service;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.ViewListingUseCase;
import dev.agentdirectory.core.port.out.ListingStore;

/** Reads one listing from the store, the source of truth, whatever its standing in search. */
public final class ViewListingService implements ViewListingUseCase {

    private final ListingStore store;

    ViewListingService(ListingStore store) {
        this.store = store;
    }

    @Override
    public Listing view(ListingId id) {
        return ListingAccess.existing(store, id);
    }
}
