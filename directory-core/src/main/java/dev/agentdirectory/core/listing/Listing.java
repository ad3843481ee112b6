package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Objects;

/**
 * A listed service with its owner's key hash, its probe health, its report counters, and what its document said
 * it does when a probe last found it ok.
 */
public record Listing(ListingId id, ServiceType type, ListingDetails details, ApiKeyHash keyHash,
                      Instant registeredAt, Health health, ReportCounters reports, DocumentText document) {

    public Listing {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(keyHash, "keyHash");
        Objects.requireNonNull(registeredAt, "registeredAt");
        Objects.requireNonNull(health, "health");
        Objects.requireNonNull(reports, "reports");
        Objects.requireNonNull(document, "document");
    }

    public Listing withDetails(ListingDetails newDetails) {
        return new Listing(id, type, newDetails, keyHash, registeredAt, health, reports, document);
    }

    public Listing withHealth(Health newHealth) {
        return new Listing(id, type, details, keyHash, registeredAt, newHealth, reports, document);
    }

    public Listing withDocument(DocumentText newDocument) {
        return new Listing(id, type, details, keyHash, registeredAt, health, reports, newDocument);
    }

    public Listing withReports(ReportCounters newReports) {
        return new Listing(id, type, details, keyHash, registeredAt, health, newReports, document);
    }
}
