package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.DocumentText;
import java.time.Instant;
import java.util.Optional;

/**
 * Probes an existing listing and records the verdict against the listing as it is when the probe ends, not as
 * it was when it began: a probe takes seconds, and reports, re-probes and updates may land meanwhile. At most
 * one such probe per listing is in flight in this process: reports and the re-prober that arrive meanwhile
 * wait for it and share its result, so a storm of reports is one request to the listed host.
 */
final class ListingReprobe {

    private final ListingStore store;
    private final IndexFollower follower;
    private final Probing probing;
    private final SingleFlight<ListingId, Optional<Listing>> inFlight = new SingleFlight<>();

    ListingReprobe(ListingStore store, IndexFollower follower, Probing probing) {
        this.store = store;
        this.follower = follower;
        this.probing = probing;
    }

    /** The listing after the probe; empty when it was deregistered meanwhile. */
    Optional<Listing> run(Listing seen) {
        return inFlight.run(seen.id(), () -> probeUnlessProbedSince(seen));
    }

    private Optional<Listing> probeUnlessProbedSince(Listing seen) {
        Optional<Listing> current = store.findById(seen.id());
        if (current.isEmpty() || probedSince(seen, current.get())) {
            // A probe that ended after the caller looked, just too early to join, answers this caller as well.
            return current;
        }
        Listing before = current.get();
        Probing.Judged judged = probing.judge(before.type(), before.details().url());
        Optional<Listing> fresh = store.findById(before.id());
        if (fresh.isEmpty() || !fresh.get().details().url().equals(before.details().url())) {
            // Its owner moved it to a new URL meanwhile, and that update probed the new URL: this verdict is stale.
            return fresh;
        }
        Health health = probing.after(fresh.get().health(), judged.judgement());
        if (!store.updateHealth(before.id(), health)) {
            return Optional.empty();
        }
        probing.stored(fresh.get().health(), health);
        Listing probed = fresh.get().withHealth(health);
        // The document changed since it was last read: search follows what it says now.
        Optional<DocumentText> changed = judged.document()
                .filter(document -> !document.equals(fresh.get().document()));
        if (changed.isPresent()) {
            if (!store.updateDocument(before.id(), changed.get())) {
                return Optional.empty();
            }
            probed = probed.withDocument(changed.get());
        }
        follower.afterWrite();
        return Optional.of(probed);
    }

    private static boolean probedSince(Listing seen, Listing current) {
        Instant then = seen.health().lastProbeAt();
        Instant last = current.health().lastProbeAt();
        return last != null && (then == null || last.isAfter(then));
    }
}
