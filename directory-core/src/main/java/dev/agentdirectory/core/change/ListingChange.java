package dev.agentdirectory.core.change;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One entry of the store's change log: the listing at {@code listingId} changed, at {@code position} in the log,
 * when the log's clock read {@code loggedAt}. It carries the listing as it is when the log is read, not as the
 * change left it, so applying an entry twice, or late, never brings back an older state; {@code current} is null
 * once the listing is deregistered (a tombstone).
 */
public record ListingChange(long position, ListingId listingId, Instant loggedAt, Listing current) {

    public ListingChange {
        Objects.requireNonNull(listingId, "listingId");
        Objects.requireNonNull(loggedAt, "loggedAt");
        if (current != null && !current.id().equals(listingId)) {
            throw new IllegalArgumentException("the change of " + listingId + " carries " + current.id());
        }
    }

    public Optional<Listing> listing() {
        return Optional.ofNullable(current);
    }

    public boolean isDeletion() {
        return current == null;
    }
}
