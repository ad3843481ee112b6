package dev.agentdirectory.core.search;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Objects;

/**
 * What the search index keeps of a listing: its public shape (matched on, and returned as the result page), what
 * its document says it does (matched on, never shown), its band, its age for browsing, and the time from which it
 * is hidden ({@code hiddenFrom} is null for a listing that is never hidden), and the embedding of its text
 * ({@link Embedding#NONE} while it has none: it is then found by its words only).
 */
public record IndexedListing(PublicListing listing, DocumentText document, Standing standing, Instant registeredAt,
                             Instant hiddenFrom, Embedding embedding) {

    public IndexedListing {
        Objects.requireNonNull(listing, "listing");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(standing, "standing");
        Objects.requireNonNull(registeredAt, "registeredAt");
        Objects.requireNonNull(embedding, "embedding");
    }

    /** A listing with no embedding. */
    public IndexedListing(PublicListing listing, DocumentText document, Standing standing, Instant registeredAt,
                          Instant hiddenFrom) {
        this(listing, document, standing, registeredAt, hiddenFrom, Embedding.NONE);
    }

    public ListingId id() {
        return listing.id();
    }

    public boolean isVisibleAt(Instant now) {
        return hiddenFrom == null || now.isBefore(hiddenFrom);
    }
}
