package dev.agentdirectory.persistence.store;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The SQL behind {@link JdbcListingStore}. The dialect is fixed at compile time; H2 runs it in PostgreSQL mode.
 * Partial updates name their columns, so that writers of different parts of a listing never overwrite each other.
 */
@JdbcRepository(dialect = Dialect.POSTGRES)
interface ListingRowRepository extends GenericRepository<ListingRow, String> {

    ListingRow save(ListingRow row);

    Optional<ListingRow> findById(String id);

    List<ListingRow> findByIdIn(Collection<String> ids);

    /** Reads the row and locks it against other writers until the transaction ends. */
    @Query("SELECT * FROM listings WHERE id = :id FOR UPDATE")
    Optional<ListingRow> lockById(String id);

    @Query("SELECT * FROM listings WHERE id > :after ORDER BY id LIMIT :max")
    List<ListingRow> findPage(String after, int max);

    int deleteById(String id);

    /**
     * The embedding is dropped with a change to the text it was made from: every right-hand side reads the row as it
     * was before this update.
     */
    @Query("""
            UPDATE listings SET
                embedding = CASE WHEN name = :name AND description = :description AND tags = :tags
                    THEN embedding ELSE NULL END,
                embedding_model = CASE WHEN name = :name AND description = :description AND tags = :tags
                    THEN embedding_model ELSE NULL END,
                name = :name, description = :description, url = :url,
                setup_requirements = :setupRequirements, tags = :tags, owner_contact = :ownerContact
            WHERE id = :id""")
    int updateDetails(String id, String name, String description, String url, @Nullable String setupRequirements,
                      String tags, @Nullable String ownerContact);

    @Query("""
            UPDATE listings SET last_check_status = :lastCheckStatus, consecutive_failures = :consecutiveFailures,
                failing_since = :failingSince, last_probe_at = :lastProbeAt,
                last_probe_conclusive = :lastProbeConclusive, last_probe_reason = :lastProbeReason,
                last_probe_http_status = :lastProbeHttpStatus, last_ok_at = :lastOkAt, next_probe_at = :nextProbeAt,
                consecutive_throttles = :consecutiveThrottles, throttled_until = :throttledUntil
            WHERE id = :id""")
    int updateHealth(String id, String lastCheckStatus, int consecutiveFailures, @Nullable Instant failingSince,
                     @Nullable Instant lastProbeAt, boolean lastProbeConclusive, @Nullable String lastProbeReason,
                     @Nullable Integer lastProbeHttpStatus, @Nullable Instant lastOkAt, Instant nextProbeAt,
                     int consecutiveThrottles, @Nullable Instant throttledUntil);

    @Query("UPDATE listings SET document_text = :documentText WHERE id = :id")
    int updateDocument(String id, @Nullable String documentText);

    /** Keeps an embedding only if the listing's text is still the one it was made from; it ends the claim. */
    @Query("""
            UPDATE listings SET embedding = :embedding, embedding_model = :model, embedding_lease_until = NULL
            WHERE id = :id AND name = :name AND description = :description AND tags = :tags""")
    int updateEmbedding(String id, byte[] embedding, String model, String name, String description, String tags);

    /** Listings without an embedding and without a claim at {@code now}: one range of an index, cheap to find empty. */
    @Query("""
            SELECT * FROM listings WHERE embedding_model IS NULL
                AND (embedding_lease_until IS NULL OR embedding_lease_until <= :now)
            LIMIT :max""")
    List<ListingRow> findWithoutEmbedding(Instant now, int max);

    /** Drops the embeddings of models other than {@code model}, so that their listings await one again. */
    @Query("UPDATE listings SET embedding = NULL, embedding_model = NULL WHERE embedding_model <> :model")
    int dropEmbeddingsOfOtherModels(String model);

    /** Claims an unclaimed listing for its embedder, only if no other claimer did since it was read. */
    @Query("""
            UPDATE listings SET embedding_lease_until = :leaseUntil
            WHERE id = :id AND embedding_lease_until IS NULL""")
    int claimForEmbedding(String id, Instant leaseUntil);

    /** Claims a listing whose last claim lapsed, only if no other claimer did since it was read. */
    @Query("""
            UPDATE listings SET embedding_lease_until = :leaseUntil
            WHERE id = :id AND embedding_lease_until = :seen""")
    int reclaimForEmbedding(String id, Instant seen, Instant leaseUntil);

    @Query("SELECT COUNT(*) FROM listings WHERE embedding_model IS NULL OR embedding_model <> :model")
    long countAwaitingEmbedding(String model);

    @Query("""
            UPDATE listings SET reports_received = reports_received + 1,
                reports_substantiated = reports_substantiated + :substantiatedIncrement
            WHERE id = :id""")
    int recordReport(String id, int substantiatedIncrement);

    @Query("SELECT * FROM listings WHERE next_probe_at <= :now ORDER BY next_probe_at, id LIMIT :max")
    List<ListingRow> findDue(Instant now, int max);

    /** Moves one due listing's next probe to the lease, only if no other claimer moved it since it was read. */
    @Query("UPDATE listings SET next_probe_at = :leaseUntil WHERE id = :id AND next_probe_at = :seen")
    int claim(String id, Instant seen, Instant leaseUntil);
}
