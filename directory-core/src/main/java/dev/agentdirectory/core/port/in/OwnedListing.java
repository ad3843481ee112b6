package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ReportCounters;
import java.util.Objects;

/**
 * A listing as its owner sees it: what anyone sees, its probe health, its report counters, and where that leaves
 * it in search ({@code demoted}: below every non-demoted match; {@code hidden}: out of search for now).
 */
public record OwnedListing(PublicListing listing, Health health, ReportCounters reports, boolean demoted,
                           boolean hidden) {

    public OwnedListing {
        Objects.requireNonNull(listing, "listing");
        Objects.requireNonNull(health, "health");
        Objects.requireNonNull(reports, "reports");
        if (hidden && !demoted) {
            throw new IllegalArgumentException("hidden: only a demoted listing is hidden");
        }
    }
}
