package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.search.IndexedListing;

/** What the search index keeps of a listing, with the band and hiding time its health earns it. */
final class SearchEntry {

    private SearchEntry() {
    }

    static IndexedListing of(Listing listing, DemotionPolicy demotion) {
        return new IndexedListing(PublicListing.of(listing), listing.document(), demotion.standing(listing.health()),
                listing.registeredAt(), demotion.hiddenFrom(listing.health()).orElse(null), listing.embedding());
    }
}
