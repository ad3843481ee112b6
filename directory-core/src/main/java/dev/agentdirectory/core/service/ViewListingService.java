package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.port.in.OwnedListing;
import dev.agentdirectory.core.port.in.ViewListingUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import java.time.Clock;

/** Reads one listing from the store, the source of truth, whatever its standing in search. */
public final class ViewListingService implements ViewListingUseCase {

    private final ListingStore store;
    private final DemotionPolicy demotion;
    private final Clock clock;

    ViewListingService(ListingStore store, DemotionPolicy demotion, Clock clock) {
        this.store = store;
        this.demotion = demotion;
        this.clock = clock;
    }

    @Override
    public PublicListing view(ListingId id) {
        return PublicListing.of(ListingAccess.existing(store, id));
    }

    @Override
    public OwnedListing viewAsOwner(ListingId id, String apiKey) {
        Listing listing = ListingAccess.ownedBy(store, id, apiKey);
        Health health = listing.health();
        return new OwnedListing(PublicListing.of(listing), health, listing.reports(), demotion.isDemoted(health),
                demotion.isHiddenAt(health, clock.instant()));
    }
}
