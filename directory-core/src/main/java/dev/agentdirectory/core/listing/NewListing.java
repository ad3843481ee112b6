package dev.agentdirectory.core.listing;

import java.util.Objects;

/** A registration that passed every rule. */
public record NewListing(ServiceType type, ListingDetails details) {

    public NewListing {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(details, "details");
    }
}
