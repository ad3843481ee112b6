package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;

/** One listing by its id: as anyone may see it, or, with its key, as its owner sees it. */
public interface ViewListingUseCase {

    /**
     * The listing as anyone may see it: without its owner's contact, key hash, health and counters, which the whole
     * {@code Listing} it once answered carried to any caller (and to a log, through its {@code toString}).
     *
     * @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown (or removed) id
     */
    PublicListing view(ListingId id);

    /**
     * @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown (or removed) id
     * @throws dev.agentdirectory.core.error.InvalidApiKeyException when the key is not that listing's
     */
    OwnedListing viewAsOwner(ListingId id, String apiKey);
}
