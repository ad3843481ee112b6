package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.ApiKeyHash;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.DocumentText;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.net.URI;
import java.time.Instant;

/**
 * One row of the {@code listings} table; enums are stored by their wire names, tags as a JSON array, the last probe's
 * reason as {@link ProbeReasonColumns} says, no document text as NULL, the embedding as {@link EmbeddingColumns} says.
 */
@MappedEntity("listings")
record ListingRow(
        @Id String id,
        String serviceType,
        String name,
        String description,
        String url,
        @Nullable String setupRequirements,
        String tags,
        @Nullable String ownerContact,
        String apiKeyHash,
        Instant registeredAt,
        String lastCheckStatus,
        int consecutiveFailures,
        @Nullable Instant failingSince,
        @Nullable Instant lastProbeAt,
        boolean lastProbeConclusive,
        @Nullable String lastProbeReason,
        @Nullable Integer lastProbeHttpStatus,
        @Nullable Instant lastOkAt,
        Instant nextProbeAt,
        int consecutiveThrottles,
        @Nullable Instant throttledUntil,
        long reportsReceived,
        long reportsSubstantiated,
        @Nullable String documentText,
        @Nullable byte[] embedding,
        @Nullable String embeddingModel,
        @Nullable Instant embeddingLeaseUntil) {

    static ListingRow from(Listing listing) {
        ListingDetails details = listing.details();
        Health health = listing.health();
        return new ListingRow(listing.id().value(), listing.type().wireName(), details.name(),
                details.description(), details.url().toString(), details.setupRequirements(),
                TagsJson.write(details.tags()), details.ownerContact(), listing.keyHash().hex(),
                listing.registeredAt(), health.lastCheckStatus().wireName(), health.consecutiveFailures(),
                health.failingSince(), health.lastProbeAt(), health.lastProbeConclusive(),
                ProbeReasonColumns.code(health.lastProbeReason()),
                ProbeReasonColumns.httpStatus(health.lastProbeReason()), health.lastOkAt(), health.nextProbeAt(),
                health.consecutiveThrottles(), health.throttledUntil(), listing.reports().received(),
                listing.reports().substantiated(), documentColumn(listing.document()),
                EmbeddingColumns.vector(listing.embedding()), EmbeddingColumns.model(listing.embedding()), null);
    }

    /** The {@code document_text} column of a document: NULL when it says nothing. */
    static @Nullable String documentColumn(DocumentText document) {
        return document.isEmpty() ? null : document.text();
    }

    Listing toDomain() {
        ServiceType type = ServiceType.fromWireName(serviceType)
                .orElseThrow(() -> new IllegalStateException("unknown service_type in listing " + id));
        ListingDetails details = new ListingDetails(name, description, URI.create(url), setupRequirements,
                TagsJson.read(tags), ownerContact);
        Health health = new Health(CheckStatus.fromWireName(lastCheckStatus), consecutiveFailures, failingSince,
                lastProbeAt, lastProbeConclusive, ProbeReasonColumns.read(lastProbeReason, lastProbeHttpStatus),
                lastOkAt, nextProbeAt, consecutiveThrottles, throttledUntil);
        return new Listing(new ListingId(id), type, details, new ApiKeyHash(apiKeyHash), registeredAt, health,
                new ReportCounters(reportsReceived, reportsSubstantiated), DocumentText.ofNullable(documentText),
                EmbeddingColumns.read(embedding, embeddingModel));
    }
}
