package dev.agentdirectory.core.service;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.meaning.EmbeddedText;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.port.in.EmbedListingsUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.TextEmbedder;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Embeds what awaits an embedding and stores it with the listing, where every instance's index receives it
 * through the change log: an embedding is computed once for all instances, and a restart or a rebuild of an index
 * reads it rather than computing it again. Instances sharing a store may embed the same listing at the same time;
 * the model gives both the same embedding, so the only cost is the duplicated work.
 */
public final class EmbedListingsService implements EmbedListingsUseCase {

    private static final System.Logger LOG = System.getLogger(EmbedListingsService.class.getName());

    private final ListingStore store;
    private final IndexFollower follower;
    private final TextEmbedder embedder;

    EmbedListingsService(ListingStore store, IndexFollower follower, TextEmbedder embedder) {
        this.store = store;
        this.follower = follower;
        this.embedder = embedder;
    }

    @Override
    public int embedAwaiting(int max, BooleanSupplier stop) {
        List<Listing> awaiting = store.findAwaitingEmbedding(embedder.model(), max);
        int embedded = 0;
        for (Listing listing : awaiting) {
            if (stop.getAsBoolean()) {
                break;
            }
            Embedding embedding;
            try {
                embedding = embedder.ofListing(EmbeddedText.of(listing.details()));
            } catch (RuntimeException e) {
                // One text the model cannot take must not hold up the others; it is tried again next round.
                LOG.log(System.Logger.Level.WARNING, "Listing " + listing.id().value() + " could not be embedded", e);
                continue;
            }
            // Refused when an update changed the text meanwhile: the next round embeds the new text.
            if (store.updateEmbedding(listing.id(), listing.details(), embedding)) {
                embedded++;
            }
        }
        if (embedded > 0) {
            follower.afterWrite();
        }
        return embedded;
    }

    @Override
    public long awaiting() {
        return store.countAwaitingEmbedding(embedder.model());
    }
}
