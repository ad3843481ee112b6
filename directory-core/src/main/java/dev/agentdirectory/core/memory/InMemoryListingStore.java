package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.change.ListingChange;
import dev.agentdirectory.core.change.PositionRange;
import dev.agentdirectory.core.change.PrunedTombstones;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.EmbeddedText;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.UnaryOperator;

/**
 * A thread-safe store in memory, for tests and for applications that embed the directory. Writes are serialized,
 * so its change log has no gaps.
 */
public final class InMemoryListingStore implements ListingStore {

    private record Logged(ListingId listingId, Instant loggedAt) {
    }

    private final ConcurrentSkipListMap<ListingId, Listing> listings = new ConcurrentSkipListMap<>();
    private final Map<ListingId, Instant> embeddingLeases = new HashMap<>();
    private final TreeMap<Long, Logged> log = new TreeMap<>();
    private final Log changeLog = new Log();
    private long nextPosition = 1;
    private PrunedTombstones pruned = PrunedTombstones.NONE;
    private final Clock clock;

    public InMemoryListingStore() {
        this(Clock.systemUTC());
    }

    /** A store whose change log stamps its entries by {@code clock}. */
    public InMemoryListingStore(Clock clock) {
        this.clock = clock;
    }

    @Override
    public synchronized void insert(Listing listing) {
        if (listings.putIfAbsent(listing.id(), listing) != null) {
            throw new IllegalStateException("a listing with id " + listing.id() + " exists already");
        }
        logChange(listing.id());
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
    public List<Listing> findPage(ListingId after, int max) {
        var tail = after == null ? listings : listings.tailMap(after, false);
        return tail.values().stream().limit(max).toList();
    }

    @Override
    public synchronized Optional<ListingDetails> updateDetails(ListingId id, UnaryOperator<ListingDetails> change) {
        Listing updated = listings.computeIfPresent(id, (key, listing) -> listing.withDetails(
                change.apply(listing.details())));
        logIf(updated != null, id);
        return Optional.ofNullable(updated).map(Listing::details);
    }

    @Override
    public synchronized boolean updateHealth(ListingId id, Health health) {
        return logIf(listings.computeIfPresent(id, (key, listing) -> listing.withHealth(health)) != null, id);
    }

    @Override
    public synchronized boolean updateDocument(ListingId id, DocumentText document) {
        return logIf(listings.computeIfPresent(id, (key, listing) -> listing.withDocument(document)) != null, id);
    }

    @Override
    public synchronized int keepEmbeddings(List<ListingEmbedding> embeddings) {
        int kept = 0;
        for (ListingEmbedding computed : embeddings) {
            Listing current = listings.get(computed.id());
            if (current != null && EmbeddedText.same(current.details(), computed.embeddedFrom())) {
                listings.put(computed.id(), current.withEmbedding(computed.embedding()));
                embeddingLeases.remove(computed.id());
                logIf(true, computed.id());
                kept++;
            }
        }
        return kept;
    }

    @Override
    public synchronized List<Listing> claimAwaitingEmbedding(String model, Instant now, Instant leaseUntil,
                                                             int max) {
        listings.replaceAll((id, listing) -> listing.embedding().isEmpty() || listing.embedding().model().equals(model)
                ? listing : listing.withEmbedding(Embedding.NONE));
        List<Listing> claimed = listings.values().stream()
                .filter(listing -> !listing.embedding().model().equals(model))
                .filter(listing -> !embeddingLeases.getOrDefault(listing.id(), Instant.MIN).isAfter(now))
                .limit(max)
                .toList();
        claimed.forEach(listing -> embeddingLeases.put(listing.id(), leaseUntil));
        return claimed;
    }

    @Override
    public long countAwaitingEmbedding(String model) {
        return listings.values().stream().filter(listing -> !listing.embedding().model().equals(model)).count();
    }

    @Override
    public boolean recordReport(ListingId id, boolean substantiated) {
        return listings.computeIfPresent(id,
                (key, listing) -> listing.withReports(listing.reports().plus(substantiated))) != null;
    }

    @Override
    public synchronized boolean delete(ListingId id) {
        return logIf(listings.remove(id) != null, id);
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

    @Override
    public ChangeLog changeLog() {
        return changeLog;
    }

    private boolean logIf(boolean changed, ListingId id) {
        if (changed) {
            logChange(id);
        }
        return changed;
    }

    private void logChange(ListingId id) {
        log.put(nextPosition++, new Logged(id, clock.instant()));
    }

    private final class Log implements ChangeLog {

        private final String id = UUID.randomUUID().toString();

        @Override
        public String id() {
            return id;
        }

        @Override
        public List<ListingChange> after(long position, int max) {
            synchronized (InMemoryListingStore.this) {
                return changes(log.tailMap(position, false), max);
            }
        }

        @Override
        public List<ListingChange> within(PositionRange range, int max) {
            synchronized (InMemoryListingStore.this) {
                return changes(log.subMap(range.first(), true, range.last(), true), max);
            }
        }

        @Override
        public long head() {
            synchronized (InMemoryListingStore.this) {
                return log.isEmpty() ? 0 : log.lastKey();
            }
        }

        @Override
        public boolean loggedAfter(ListingId listing, long position) {
            synchronized (InMemoryListingStore.this) {
                return log.tailMap(position, false).values().stream()
                        .anyMatch(logged -> logged.listingId().equals(listing));
            }
        }

        @Override
        public Instant now() {
            return clock.instant();
        }

        @Override
        public long lastPositionBefore(Instant time) {
            synchronized (InMemoryListingStore.this) {
                return log.descendingMap().entrySet().stream()
                        .filter(entry -> entry.getValue().loggedAt().isBefore(time))
                        .mapToLong(Map.Entry::getKey).findFirst().orElse(0);
            }
        }

        @Override
        public PrunedTombstones pruned() {
            synchronized (InMemoryListingStore.this) {
                return pruned;
            }
        }

        @Override
        public void compact(Instant supersededBefore, Instant tombstonesBefore) {
            synchronized (InMemoryListingStore.this) {
                Map<ListingId, Long> latest = new HashMap<>();
                log.forEach((position, logged) -> latest.put(logged.listingId(), position));
                log.entrySet().removeIf(entry -> {
                    Logged logged = entry.getValue();
                    boolean superseded = latest.get(logged.listingId()) > entry.getKey();
                    if (superseded) {
                        return logged.loggedAt().isBefore(supersededBefore);
                    }
                    boolean tombstone = !listings.containsKey(logged.listingId());
                    if (tombstone && logged.loggedAt().isBefore(tombstonesBefore)) {
                        pruned = new PrunedTombstones(Math.max(pruned.through(), entry.getKey()),
                                later(pruned.loggedBefore(), tombstonesBefore));
                        return true;
                    }
                    return false;
                });
            }
        }

        private static Instant later(Instant a, Instant b) {
            return a.isAfter(b) ? a : b;
        }

        private List<ListingChange> changes(SortedMap<Long, Logged> entries, int max) {
            return entries.entrySet().stream().limit(max)
                    .map(entry -> new ListingChange(entry.getKey(), entry.getValue().listingId(),
                            entry.getValue().loggedAt(), listings.get(entry.getValue().listingId())))
                    .toList();
        }
    }
}
