package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ListingStore;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** The listing store in a relational database: H2 (in PostgreSQL mode) or PostgreSQL, same SQL for both. */
@Singleton
public final class JdbcListingStore implements ListingStore {

    private final ListingRowRepository rows;

    JdbcListingStore(ListingRowRepository rows) {
        this.rows = rows;
    }

    @Override
    public void insert(Listing listing) {
        rows.save(ListingRow.from(listing));
    }

    @Override
    public Optional<Listing> findById(ListingId id) {
        return rows.findById(id.value()).map(ListingRow::toDomain);
    }

    @Override
    public List<Listing> findAllById(Collection<ListingId> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return rows.findByIdIn(ids.stream().map(ListingId::value).distinct().toList()).stream()
                .map(ListingRow::toDomain).toList();
    }

    @Override
    public List<Listing> findAll() {
        return rows.findAll().stream().map(ListingRow::toDomain).toList();
    }

    @Override
    public boolean updateDetails(ListingId id, ListingDetails details) {
        return rows.updateDetails(id.value(), details.name(), details.description(), details.url().toString(),
                details.setupRequirements(), TagsJson.write(details.tags()), details.ownerContact()) == 1;
    }

    @Override
    public boolean updateHealth(ListingId id, Health health) {
        return rows.updateHealth(id.value(), health.lastCheckStatus().wireName(), health.consecutiveFailures(),
                health.failingSince(), health.lastProbeAt(), health.lastProbeConclusive(), health.lastOkAt(),
                health.nextProbeAt(), health.consecutiveThrottles(), health.throttledUntil()) == 1;
    }

    @Override
    public boolean recordReport(ListingId id, boolean substantiated) {
        return rows.recordReport(id.value(), substantiated ? 1 : 0) == 1;
    }

    @Override
    public boolean delete(ListingId id) {
        return rows.deleteById(id.value()) == 1;
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
                claimed.add(row.toDomain());
            }
        }
        return claimed;
    }
}
