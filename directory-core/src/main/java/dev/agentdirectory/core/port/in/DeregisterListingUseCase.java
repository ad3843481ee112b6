package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.ListingId;

/** Removes a listing for good, with its key: it leaves search at once and its key stops working. */
public interface DeregisterListingUseCase {

    /**
     * @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown (or already removed) id
     * @throws dev.agentdirectory.core.error.InvalidApiKeyException when the key is not that listing's
     */
    void deregister(ListingId id, String apiKey);
}
