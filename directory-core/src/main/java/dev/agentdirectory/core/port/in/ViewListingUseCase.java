package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;

/** One listing by its id, as anyone may see it. */
public interface ViewListingUseCase {

    /** @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown (or removed) id */
    Listing view(ListingId id);
}
