package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.port.out.ConceptEmbedder;
import dev.agentdirectory.core.port.out.Listings;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A deployment that changes its embedding model: a process started with the new one finds the listings embedded by
 * the old one and embeds them again. Each database's store test runs this.
 */
interface EmbeddingModelChange {

    StoreContext database();

    @Test
    default void aStoreStartedWithAnotherModelClaimsTheListingsTheOldOneEmbedded() {
        JdbcListingStore store = database().freshStore();
        Listing listing = Listings.minimal("embedded-before");
        store.insert(listing);
        store.keepEmbeddings(List.of(new ListingEmbedding(listing.id(), listing.details(),
                Embedding.of("the-old-model", new float[] {1, 2}))));
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        List<Listing> claimed = store.claimAwaitingEmbedding(ConceptEmbedder.MODEL, now, now.plusSeconds(60), 10);

        assertEquals(List.of(new ListingId("embedded-before")), claimed.stream().map(Listing::id).toList());
        assertEquals(Embedding.NONE, store.findById(listing.id()).orElseThrow().embedding());
    }
}
