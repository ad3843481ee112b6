package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.health.Health;
import java.time.Instant;
import java.util.Objects;

/** A listed service with its owner's key hash, its probe health and its report counters. */
public record Listing(ListingId id, ServiceType type, ListingDetails details, ApiKeyHash keyHash,
                      Instant registeredAt, Health health, ReportCounters reports) {

    public Listing {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(keyHash, "keyHash");
        Objects.requireNonNull(registeredAt, "registeredAt");
        Objects.requireNonNull(health, "health");
        Objects.requireNonNull(reports, "reports");
    }

    public Listing withDetails(ListingDetails newDetails) {
        return new Listing(id, type, newDetails, keyHash, registeredAt, health, reports);
    }

    public Listing withHealth(Health newHealth) {
        return new Listing(id, type, details, keyHash, registeredAt, newHealth, reports);
    }

    public Listing withReports(ReportCounters newReports) {
        return new Listing(id, type, details, keyHash, registeredAt, health, newReports);
    }
}
