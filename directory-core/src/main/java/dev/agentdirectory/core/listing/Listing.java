package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Objects;

/**
 * A listed service with its owner's key hash, its probe health, its report counters, what its document said it
 * does when a probe last found it ok, and the embedding of its text ({@link Embedding#NONE} until the embedder has
 * been by, and again after its text changes).
 */
public record Listing(ListingId id, ServiceType type, ListingDetails details, ApiKeyHash keyHash,
                      Instant registeredAt, Health health, ReportCounters reports, DocumentText document,
                      Embedding embedding) {

    public Listing {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(keyHash, "keyHash");
        Objects.requireNonNull(registeredAt, "registeredAt");
        Objects.requireNonNull(health, "health");
        Objects.requireNonNull(reports, "reports");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(embedding, "embedding");
    }

    /** New details; the embedding is kept only if the text it was made from is unchanged. */
    public Listing withDetails(ListingDetails newDetails) {
        Embedding kept = EmbeddedText.same(details, newDetails) ? embedding : Embedding.NONE;
        return new Listing(id, type, newDetails, keyHash, registeredAt, health, reports, document, kept);
    }

    public Listing withHealth(Health newHealth) {
        return new Listing(id, type, details, keyHash, registeredAt, newHealth, reports, document, embedding);
    }

    public Listing withDocument(DocumentText newDocument) {
        return new Listing(id, type, details, keyHash, registeredAt, health, reports, newDocument, embedding);
    }

    public Listing withEmbedding(Embedding newEmbedding) {
        return new Listing(id, type, details, keyHash, registeredAt, health, reports, document, newEmbedding);
    }

    public Listing withReports(ReportCounters newReports) {
        return new Listing(id, type, details, keyHash, registeredAt, health, newReports, document, embedding);
    }
}
