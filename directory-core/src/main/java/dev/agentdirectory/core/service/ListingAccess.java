package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ListingStore;
import java.util.List;

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

    /**
     * The listing, if {@code apiKey} is its key. No key at all is an invalid request, refused before the listing is
     * looked up, as an update without one is; a key that is not the listing's is {@link InvalidApiKeyException}.
     */
    static Listing ownedBy(ListingStore store, ListingId id, String apiKey) {
        if (apiKey == null) {
            throw new InvalidRequestException(List.of(Violation.of(Field.API_KEY, ViolationKind.REQUIRED, null, null)));
        }
        Listing listing = existing(store, id);
        if (!listing.keyHash().matches(apiKey)) {
            throw new InvalidApiKeyException();
        }
        return listing;
    }
}
