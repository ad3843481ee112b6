package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ListingStore;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A thread-safe store in memory, for tests and for applications that embed the directory. */
public final class InMemoryListingStore implements ListingStore {

    private final Map<ListingId, Listing> listings = new ConcurrentHashMap<>();

    @Override
    public void insert(Listing listing) {
        if (listings.putIfAbsent(listing.id(), listing) != null) {
            throw new IllegalStateException("a listing with id " + listing.id() + " exists already");
        }
    }

    @Override
    public Optional<Listing> findById(ListingId id) {
        return Optional.ofNullable(listings.get(id));
    }

    @Override
    public List<Listing> findAllById(Collection<ListingId> ids) {
        return ids.stream().distinct().map(listings::get).filter(Objects::nonNull).toList();
    }

    @Override
    public List<Listing> findAll() {
        return List.copyOf(listings.values());
    }

    @Override
    public boolean updateDetails(ListingId id, ListingDetails details) {
        return listings.computeIfPresent(id, (key, listing) -> listing.withDetails(details)) != null;
    }

    @Override
    public boolean updateHealth(ListingId id, Health health) {
        return listings.computeIfPresent(id, (key, listing) -> listing.withHealth(health)) != null;
    }

    @Override
    public boolean recordReport(ListingId id, boolean substantiated) {
        return listings.computeIfPresent(id,
                (key, listing) -> listing.withReports(listing.reports().plus(substantiated))) != null;
    }

    @Override
    public boolean delete(ListingId id) {
        return listings.remove(id) != null;
    }

    @Override
    public synchronized List<Listing> claimDueForProbe(Instant now, Instant leaseUntil, int max) {
        List<Listing> due = listings.values().stream()
                .filter(listing -> !listing.health().nextProbeAt().isAfter(now))
                .sorted(Comparator.comparing((Listing listing) -> listing.health().nextProbeAt())
                        .thenComparing(Listing::id))
                .limit(max)
                .toList();
        List<Listing> claimed = new ArrayList<>();
        for (Listing listing : due) {
            Listing leased = listings.computeIfPresent(listing.id(),
                    (key, current) -> current.withHealth(current.health().withNextProbeAt(leaseUntil)));
            if (leased != null) {
                claimed.add(listing);
            }
        }
        return claimed;
    }
}
