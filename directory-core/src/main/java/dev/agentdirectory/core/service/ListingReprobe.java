package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.util.Optional;

/**
 * Probes an existing listing and records the verdict against the listing as it is when the probe ends, not as
 * it was when it began: a probe takes seconds, and reports, re-probes and updates may land meanwhile.
 */
final class ListingReprobe {

    private final ListingStore store;
    private final SearchIndex index;
    private final Probing probing;
    private final DemotionPolicy demotion;

    ListingReprobe(ListingStore store, SearchIndex index, Probing probing, DemotionPolicy demotion) {
        this.store = store;
        this.index = index;
        this.probing = probing;
        this.demotion = demotion;
    }

    /** The listing after the probe; empty when it was deregistered meanwhile. */
    Optional<Listing> run(Listing listing) {
        ProbeVerdict verdict = probing.verdict(listing.type(), listing.details().url());
        Optional<Listing> fresh = store.findById(listing.id());
        if (fresh.isEmpty() || !fresh.get().details().url().equals(listing.details().url())) {
            // Its owner moved it to a new URL meanwhile, and that update probed the new URL: this verdict is stale.
            return fresh;
        }
        Health health = probing.after(fresh.get().health(), verdict);
        if (!store.updateHealth(listing.id(), health)) {
            return Optional.empty();
        }
        Listing probed = fresh.get().withHealth(health);
        index.put(SearchEntry.of(probed, demotion));
        return Optional.of(probed);
    }
}
