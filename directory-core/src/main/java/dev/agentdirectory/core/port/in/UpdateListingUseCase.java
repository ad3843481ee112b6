package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;

/** Changes the fields an owner sends, with the listing's key; a changed URL is probed again. */
public interface UpdateListingUseCase {

    /**
     * @param apiKey the listing's key; null when none was sent, which is refused with the command's violations
     * @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown id
     * @throws dev.agentdirectory.core.error.InvalidApiKeyException when the key is not that listing's
     * @throws dev.agentdirectory.core.error.InvalidRequestException listing every rule the command breaks
     */
    Listing update(ListingId id, String apiKey, UpdateCommand command);
}
