package dev.agentdirectory.core.search;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.PublicListing;
import java.util.Objects;

/** One listing of a result page, with the band its health put it in. */
public record SearchHit(PublicListing listing, Standing standing) {

    public SearchHit {
        Objects.requireNonNull(listing, "listing");
        Objects.requireNonNull(standing, "standing");
    }
}
