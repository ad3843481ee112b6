package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ListingStore;

/** Finds a listing for its owner: unknown ids are "not found", wrong keys are refused. */
final class ListingAccess {

    private ListingAccess() {
    }

    static Listing existing(ListingStore store, ListingId id) {
        if (!id.couldBeIssued()) {
            throw new ListingNotFoundException(); // spares the store a lookup of arbitrary text, NUL bytes and all
        }
        return store.findById(id).orElseThrow(ListingNotFoundException::new);
    }

    static Listing ownedBy(ListingStore store, ListingId id, String apiKey) {
        Listing listing = existing(store, id);
        if (!listing.keyHash().matches(apiKey)) {
            throw new InvalidApiKeyException();
        }
        return listing;
    }
}
