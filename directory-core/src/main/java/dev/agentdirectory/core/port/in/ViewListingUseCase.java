package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;

/** One listing by its id: as anyone may see it, or, with its key, as its owner sees it. */
public interface ViewListingUseCase {

    /** @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown (or removed) id */
    Listing view(ListingId id);

    /**
     * @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown (or removed) id
     * @throws dev.agentdirectory.core.error.InvalidApiKeyException when the key is not that listing's
     */
    OwnedListing viewAsOwner(ListingId id, String apiKey);
}
