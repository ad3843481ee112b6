package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.DocumentText;
import io.micronaut.transaction.annotation.Transactional;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The listing store in a relational database: H2 (in PostgreSQL mode) or PostgreSQL, same SQL for both. Each write
 * that changes what search shows logs itself in its own transaction (see {@link JdbcChangeLog}).
 */
@Singleton
public class JdbcListingStore implements ListingStore {

    /** How often embeddings of another model are looked for: after a change of model, and for instances upgraded late. */
    static final Duration MODEL_SWEEP = Duration.ofMinutes(10);

    private final ListingRowRepository rows;
    private final ChangeRowRepository changes;
    private final JdbcChangeLog changeLog;
    private final UnreadableRows unreadable;
    private volatile Instant nextModelSweep = Instant.MIN;

    JdbcListingStore(ListingRowRepository rows, ChangeRowRepository changes, JdbcChangeLog changeLog,
                     UnreadableRows unreadable) {
        this.rows = rows;
        this.changes = changes;
        this.changeLog = changeLog;
        this.unreadable = unreadable;
    }

    @Override
    @Transactional
    public void insert(Listing listing) {
        rows.save(ListingRow.from(listing));
        changes.log(listing.id().value());
    }

    @Override
    public Optional<Listing> findById(ListingId id) {
        return rows.findById(id.value()).flatMap(unreadable::read);
    }

    @Override
    public List<Listing> findAllById(Collection<ListingId> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return unreadable.readAll(rows.findByIdIn(ids.stream().map(ListingId::value).distinct().toList()));
    }

    /** A page is full whenever rows remain, even where rows this release cannot read are left out of it. */
    @Override
    public List<Listing> findPage(ListingId after, int max) {
        List<Listing> page = new ArrayList<>();
        String from = after == null ? "" : after.value(); // every id sorts after the empty string
        while (page.size() < max) {
            int wanted = max - page.size();
            List<ListingRow> read = rows.findPage(from, wanted);
            page.addAll(unreadable.readAll(read));
            if (read.size() < wanted) {
                break; // the table ends here
            }
            from = read.get(read.size() - 1).id();
        }
        return page;
    }

    /** The row is locked while the change is applied, so that another update of its details waits for this one. */
    @Override
    @Transactional
    public Optional<ListingDetails> updateDetails(ListingId id, UnaryOperator<ListingDetails> change) {
        Optional<ListingDetails> details = rows.lockById(id.value()).flatMap(unreadable::read)
                .map(current -> change.apply(current.details()));
        details.ifPresent(written -> logged(id, rows.updateDetails(id.value(), written.name(), written.description(),
                written.url().toString(), written.setupRequirements(), TagsJson.write(written.tags()),
                written.ownerContact())));
        return details;
    }

    @Override
    @Transactional
    public boolean updateHealth(ListingId id, Health health) {
        return logged(id, rows.updateHealth(id.value(), health.lastCheckStatus().wireName(),
                health.consecutiveFailures(), health.failingSince(), health.lastProbeAt(),
                health.lastProbeConclusive(), ProbeReasonColumns.code(health.lastProbeReason()),
                ProbeReasonColumns.httpStatus(health.lastProbeReason()), health.lastOkAt(), health.nextProbeAt(),
                health.consecutiveThrottles(), health.throttledUntil()));
    }

    @Override
    @Transactional
    public boolean updateDocument(ListingId id, DocumentText document) {
        return logged(id, rows.updateDocument(id.value(), ListingRow.documentColumn(document)));
    }

    @Override
    @Transactional
    public int keepEmbeddings(List<ListingEmbedding> embeddings) {
        int kept = 0;
        for (ListingEmbedding computed : inIdOrder(embeddings, computed -> computed.id().value())) {
            ListingDetails from = computed.embeddedFrom();
            Embedding embedding = computed.embedding();
            if (logged(computed.id(), rows.updateEmbedding(computed.id().value(), EmbeddingColumns.vector(embedding),
                    embedding.model(), from.name(), from.description(), TagsJson.write(from.tags())))) {
                kept++;
            }
        }
        return kept;
    }

    /**
     * Reads the unclaimed rows without an embedding, then claims each with a compare-and-set on its lease, as probes
     * are claimed; all in one transaction, the rows in the order of their ids (one commit a batch). Embeddings of
     * another model (the deployment changed its model) are dropped first, once every {@link #MODEL_SWEEP}, so that
     * the claims find their listings without asking the database, every few seconds, for rows of any other model:
     * neither H2 nor PostgreSQL answers that from an index. Dropping them changes no search (a query only meets
     * embeddings of its own model), so it is not logged.
     */
    @Override
    @Transactional
    public List<Listing> claimAwaitingEmbedding(String model, Instant now, Instant leaseUntil, int max) {
        if (!now.isBefore(nextModelSweep)) {
            rows.dropEmbeddingsOfOtherModels(model);
            nextModelSweep = now.plus(MODEL_SWEEP);
        }
        List<Listing> claimed = new ArrayList<>();
        for (ListingRow row : inIdOrder(rows.findWithoutEmbedding(now, max), ListingRow::id)) {
            int won = row.embeddingLeaseUntil() == null
                    ? rows.claimForEmbedding(row.id(), leaseUntil)
                    : rows.reclaimForEmbedding(row.id(), row.embeddingLeaseUntil(), leaseUntil);
            if (won == 1) {
                // One this release cannot read stays claimed, out of the way of the next batch until its lease ends.
                unreadable.read(row).ifPresent(claimed::add);
            }
        }
        return claimed;
    }

    @Override
    public long countAwaitingEmbedding(String model) {
        return rows.countAwaitingEmbedding(model);
    }

    @Override
    public boolean recordReport(ListingId id, boolean substantiated) {
        return rows.recordReport(id.value(), substantiated ? 1 : 0) == 1;
    }

    @Override
    @Transactional
    public boolean delete(ListingId id) {
        return logged(id, rows.deleteById(id.value()));
    }

    @Override
    public ChangeLog changeLog() {
        return changeLog;
    }

    /**
     * A batch's rows in the order of their ids. A batch is one transaction, which holds each row it wrote until it
     * commits: two batches that write their rows in the same order cannot each wait for a row the other holds.
     */
    private static <T, K extends Comparable<? super K>> List<T> inIdOrder(List<T> batch, Function<T, K> id) {
        return batch.stream().sorted(Comparator.comparing(id)).toList();
    }

    private boolean logged(ListingId id, int rowsChanged) {
        if (rowsChanged != 1) {
            return false;
        }
        changes.log(id.value());
        return true;
    }

    /**
     * Reads the due rows, then claims each with a compare-and-set on {@code next_probe_at}: a row another
     * process claimed in between no longer matches, and is left to that process.
     */
    @Override
    public List<Listing> claimDueForProbe(Instant now, Instant leaseUntil, int max) {
        List<Listing> claimed = new ArrayList<>();
        for (ListingRow row : rows.findDue(now, max)) {
            if (rows.claim(row.id(), row.nextProbeAt(), leaseUntil) == 1) {
                // One this release cannot read is claimed all the same: due first, it would otherwise head every batch.
                unreadable.read(row).ifPresent(claimed::add);
            }
        }
        return claimed;
    }
}
