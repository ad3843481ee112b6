package dev.agentdirectory.core.listing;

import java.net.URI;
import java.util.List;
import java.util.Objects;

/**
 * A listing as anyone may see it: what search returns and what the result shapes carry. The owner's contact,
 * key hash, health and report counters are not part of it. {@code setupRequirements} may be null.
 */
public record PublicListing(ListingId id, ServiceType type, String name, String description, URI url,
                            String setupRequirements, List<String> tags) {

    public PublicListing {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(url, "url");
        tags = List.copyOf(tags);
    }

    public static PublicListing of(Listing listing) {
        ListingDetails details = listing.details();
        return new PublicListing(listing.id(), listing.type(), details.name(), details.description(), details.url(),
                details.setupRequirements(), details.tags().values());
    }
}
