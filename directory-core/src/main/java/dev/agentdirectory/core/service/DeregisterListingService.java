package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.out.ListingStore;

/** Deregistration is final: the listing leaves the store, and this instance's index before the call returns. */
public final class DeregisterListingService implements DeregisterListingUseCase {

    private final ListingStore store;
    private final IndexFollower follower;

    DeregisterListingService(ListingStore store, IndexFollower follower) {
        this.store = store;
        this.follower = follower;
    }

    @Override
    public void deregister(ListingId id, String apiKey) {
        ListingAccess.ownedBy(store, id, apiKey);
        if (!store.delete(id)) {
            throw new ListingNotFoundException();
        }
        follower.afterWrite();
    }
}
