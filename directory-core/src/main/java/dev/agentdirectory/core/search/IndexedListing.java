package dev.agentdirectory.core.search;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Objects;

/**
 * What the search index keeps of a listing: its public shape (matched on, and returned as the result page), what
 * its document says it does (matched on, never shown), its band, its age for browsing, and the time from which it
 * is hidden ({@code hiddenFrom} is null for a listing that is never hidden).
 */
public record IndexedListing(PublicListing listing, DocumentText document, Standing standing, Instant registeredAt,
                             Instant hiddenFrom) {

    public IndexedListing {
        Objects.requireNonNull(listing, "listing");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(standing, "standing");
        Objects.requireNonNull(registeredAt, "registeredAt");
    }

    public ListingId id() {
        return listing.id();
    }

    public boolean isVisibleAt(Instant now) {
        return hiddenFrom == null || now.isBefore(hiddenFrom);
    }
}
