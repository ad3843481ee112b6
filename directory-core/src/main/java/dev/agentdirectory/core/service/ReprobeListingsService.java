package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.port.in.ReprobeListingsUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * The background re-prober's work: claim due listings (so another instance on the same store skips them),
 * probe each, save the new health. A claim lasts long enough for every probe of the batch to finish; if this
 * instance dies, the claim lapses and another instance probes the listing.
 */
public final class ReprobeListingsService implements ReprobeListingsUseCase {

    private static final Duration CLAIM_PER_PROBE = Duration.ofSeconds(10);

    private final ListingStore store;
    private final SearchIndex index;
    private final Probing probing;
    private final DemotionPolicy demotion;
    private final Clock clock;

    ReprobeListingsService(ListingStore store, SearchIndex index, Probing probing, DemotionPolicy demotion,
                           Clock clock) {
        this.store = store;
        this.index = index;
        this.probing = probing;
        this.demotion = demotion;
        this.clock = clock;
    }

    @Override
    public int reprobeDue(int max) {
        var now = clock.instant();
        List<Listing> due = store.claimDueForProbe(now, now.plus(CLAIM_PER_PROBE.multipliedBy(Math.max(1, max))), max);
        for (Listing listing : due) {
            Health health = probing.probe(listing.type(), listing.details().url(), listing.health()).health();
            if (store.updateHealth(listing.id(), health)) {
                store.findById(listing.id()).ifPresent(fresh -> index.put(SearchEntry.of(fresh, demotion)));
            }
        }
        return due.size();
    }
}
