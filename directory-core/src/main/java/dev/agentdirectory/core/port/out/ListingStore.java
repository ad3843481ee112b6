package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Where listings live: the source of truth, which every search index follows through its {@link ChangeLog}. Writes that touch one
 * part of a listing (details, health, report counters) leave the other parts alone, so that a report and an
 * update of the same listing never undo each other. Methods that take an id answer false for an id that does
 * not (or no longer) exist. A store that cannot be reached, or that stops answering during a call, throws
 * {@link dev.agentdirectory.core.error.StoreUnavailableException}, as does its {@link #changeLog()}.
 */
public interface ListingStore {

    void insert(Listing listing);

    Optional<Listing> findById(ListingId id);

    /** The listings that exist among {@code ids}, in no particular order. */
    List<Listing> findAllById(Collection<ListingId> ids);

    /**
     * Up to {@code max} listings whose ids sort after {@code after} (from the first when null), in id order: a
     * full rebuild of the search index streams the store page by page.
     */
    List<Listing> findPage(ListingId after, int max);

    /** The log of changes made through this store; writes log themselves in the transaction that makes them. */
    ChangeLog changeLog();

    /**
     * Replaces the details with {@code change} applied to them as they are when the write is made: no other change of
     * the listing's details comes between the reading and the writing, so that two partial updates made at once each
     * keep the other's fields. When the embedded text changes with them (see
     * {@link dev.agentdirectory.core.meaning.EmbeddedText}), the embedding is dropped in the same write: a search by
     * meaning never uses an embedding of words the listing no longer has.
     *
     * @return the details written; empty when there is no such listing
     */
    Optional<ListingDetails> updateDetails(ListingId id, UnaryOperator<ListingDetails> change);

    boolean updateHealth(ListingId id, Health health);

    /** Keeps what the listing's document says it does, after a probe read something new there. */
    boolean updateDocument(ListingId id, DocumentText document);

    /**
     * Keeps each embedding whose listing's embedded text is still that of its {@code embeddedFrom}, all in one write
     * (an embedder's batch is one commit, not one per listing): an embedding computed while an update changed the
     * text is refused, and its listing waits for the next. A kept embedding ends the claim on its listing (see
     * {@link #claimAwaitingEmbedding}). Answers how many were kept.
     */
    int keepEmbeddings(List<ListingEmbedding> embeddings);

    /**
     * Claims up to {@code max} listings with no embedding of {@code model}, in no particular order, that no one else
     * holds a claim on at {@code now}, by holding each until {@code leaseUntil}: instances sharing the store share
     * the work of a bulk load instead of each embedding everything. A claim that lapses (its embedder died) is taken
     * again. Embeddings of other models, of no use to a search with {@code model}, may be dropped on the way.
     */
    List<Listing> claimAwaitingEmbedding(String model, Instant now, Instant leaseUntil, int max);

    /** How many listings have no embedding of {@code model}. */
    long countAwaitingEmbedding(String model);

    /** Counts one report atomically, whatever else writes to the listing at the same time. */
    boolean recordReport(ListingId id, boolean substantiated);

    boolean delete(ListingId id);

    /**
     * Claims up to {@code max} listings whose next probe is due at {@code now}, oldest due first, by moving their
     * next probe to {@code leaseUntil}. A listing is claimed by one caller only, even across processes sharing
     * the store, so that several instances never probe the same listing at once.
     */
    List<Listing> claimDueForProbe(Instant now, Instant leaseUntil, int max);
}
