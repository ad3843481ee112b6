package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** A store whose first page read fails, as a database that drops the connection in the middle of a rebuild. */
final class FailingOnceStore implements ListingStore {

    private final ListingStore store;
    private boolean failed;

    FailingOnceStore(ListingStore store) {
        this.store = store;
    }

    @Override
    public synchronized List<Listing> findPage(ListingId after, int max) {
        if (!failed) {
            failed = true;
            throw new IllegalStateException("connection lost");
        }
        return store.findPage(after, max);
    }

    @Override
    public void insert(Listing listing) {
        store.insert(listing);
    }

    @Override
    public Optional<Listing> findById(ListingId id) {
        return store.findById(id);
    }

    @Override
    public List<Listing> findAllById(Collection<ListingId> ids) {
        return store.findAllById(ids);
    }

    @Override
    public Optional<ListingDetails> updateDetails(ListingId id, UnaryOperator<ListingDetails> change) {
        return store.updateDetails(id, change);
    }

    @Override
    public boolean updateHealth(ListingId id, Health health) {
        return store.updateHealth(id, health);
    }

    @Override
    public boolean updateDocument(ListingId id, DocumentText document) {
        return store.updateDocument(id, document);
    }

    @Override
    public int keepEmbeddings(List<ListingEmbedding> embeddings) {
        return store.keepEmbeddings(embeddings);
    }

    @Override
    public List<Listing> claimAwaitingEmbedding(String model, Instant now, Instant leaseUntil, int max) {
        return store.claimAwaitingEmbedding(model, now, leaseUntil, max);
    }

    @Override
    public long countAwaitingEmbedding(String model) {
        return store.countAwaitingEmbedding(model);
    }

    @Override
    public boolean recordReport(ListingId id, boolean substantiated) {
        return store.recordReport(id, substantiated);
    }

    @Override
    public boolean delete(ListingId id) {
        return store.delete(id);
    }

    @Override
    public List<Listing> claimDueForProbe(Instant now, Instant leaseUntil, int max) {
        return store.claimDueForProbe(now, leaseUntil, max);
    }

    @Override
    public ChangeLog changeLog() {
        return store.changeLog();
    }
}
