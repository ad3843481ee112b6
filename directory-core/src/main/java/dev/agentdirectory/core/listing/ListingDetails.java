package dev.agentdirectory.core.listing;

import java.net.URI;
import java.util.Objects;

/**
 * What an owner says about a listed service. Built only by {@link ListingRules}, which enforces the limits;
 * {@code setupRequirements} and {@code ownerContact} may be null.
 */
public record ListingDetails(String name, String description, URI url, String setupRequirements, Tags tags,
                             String ownerContact) {

    public ListingDetails {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(tags, "tags");
    }
}
