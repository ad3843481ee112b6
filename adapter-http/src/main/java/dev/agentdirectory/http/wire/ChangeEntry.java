package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.listing.Listing;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * One change of the feed: the listing as {@code GET /services/{id}} shows it now, with its probe status, or a
 * tombstone when it was deregistered. Never carries the key hash, the owner's contact or the report counters.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "ChangeEntry", description = "A listing as it is now, at the position of its latest change; or, "
        + "with deleted true and no listing, a tombstone: remove the listing from your copy.")
public record ChangeEntry(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, description = "The listing's id") String id,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, format = "int64", minimum = "1",
                description = "The change's position in this directory's change log; entries come in this order")
        long position,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, format = "date-time",
                description = "When the change was logged, by the database's clock (RFC 3339)")
        String changedAt,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, description = "True for a deregistered listing")
        boolean deleted,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, allowableValues = {"ok", "unreachable", "invalid"},
                description = "The latest probe's status, as POST /report answers it; absent for a deletion")
        String lastCheckStatus,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED,
                description = "The listing in its type's shape, as GET /services/{service_id} answers; absent for a "
                        + "deletion")
        ListingResult listing) {

    public static ChangeEntry from(ListingChange change) {
        Listing listing = change.listing().orElse(null);
        return new ChangeEntry(change.listingId().value(), change.position(), change.loggedAt().toString(),
                listing == null, listing == null ? null : listing.health().lastCheckStatus().wireName(),
                listing == null ? null : ListingResult.from(listing));
    }
}
