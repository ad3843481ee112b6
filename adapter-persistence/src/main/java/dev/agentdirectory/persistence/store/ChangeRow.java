package dev.agentdirectory.persistence.store;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.time.Instant;

/** One entry of the {@code listing_changes} table. */
@MappedEntity("listing_changes")
record ChangeRow(@Id long seq, String listingId, Instant loggedAt) {
}
