package dev.agentdirectory.core.service;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.port.in.ReprobeListingsUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The background re-prober's work: claim due listings (so another instance on the same store skips them),
 * probe each, save the new health. A claim lasts long enough for every probe of the batch to finish; if this
 * instance dies or stops early, the claim lapses and another instance (or this one, restarted) probes the listing.
 */
public final class ReprobeListingsService implements ReprobeListingsUseCase {

    private static final Duration CLAIM_PER_PROBE = Duration.ofSeconds(10);

    private final ListingStore store;
    private final ListingReprobe reprobe;
    private final Clock clock;

    ReprobeListingsService(ListingStore store, ListingReprobe reprobe, Clock clock) {
        this.store = store;
        this.reprobe = reprobe;
        this.clock = clock;
    }

    @Override
    public int reprobeDue(int max, BooleanSupplier stop) {
        var now = clock.instant();
        List<Listing> due = store.claimDueForProbe(now, now.plus(CLAIM_PER_PROBE.multipliedBy(Math.max(1, max))), max);
        int probed = 0;
        for (Listing listing : due) {
            if (stop.getAsBoolean()) {
                break;
            }
            reprobe.run(listing);
            probed++;
        }
        return probed;
    }
}
