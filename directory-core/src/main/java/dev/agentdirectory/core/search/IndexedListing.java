package dev.agentdirectory.core.search;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * What the search index keeps of a listing: its text, its band, its age for browsing, and the time from which
 * it is hidden ({@code hiddenFrom} is null for a listing that is never hidden).
 */
public record IndexedListing(ListingId id, String name, String description, List<String> tags, Standing standing,
                             Instant registeredAt, Instant hiddenFrom) {

    public IndexedListing {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(standing, "standing");
        Objects.requireNonNull(registeredAt, "registeredAt");
        tags = List.copyOf(tags);
    }

    public boolean isVisibleAt(Instant now) {
        return hiddenFrom == null || now.isBefore(hiddenFrom);
    }
}
