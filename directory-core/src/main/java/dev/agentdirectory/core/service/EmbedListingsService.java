package dev.agentdirectory.core.service;

import dev.agentdirectory.core.listing.EmbeddedText;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingEmbedding;
import dev.agentdirectory.core.port.in.EmbedListingsUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.TextEmbedder;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Embeds what awaits an embedding and stores it with the listing, where every instance's index receives it
 * through the change log: an embedding is computed once for all instances, and a restart or a rebuild of an index
 * reads it rather than computing it again. Each round claims its listings for a while, so that instances sharing
 * the store embed different listings.
 */
public final class EmbedListingsService implements EmbedListingsUseCase {

    /** Far longer than a round takes (tens of milliseconds a listing); a listing whose embedder died waits this. */
    static final Duration LEASE = Duration.ofMinutes(2);

    private static final System.Logger LOG = System.getLogger(EmbedListingsService.class.getName());

    private final ListingStore store;
    private final IndexFollower follower;
    private final TextEmbedder embedder;
    private final Clock clock;

    EmbedListingsService(ListingStore store, IndexFollower follower, TextEmbedder embedder, Clock clock) {
        this.store = store;
        this.follower = follower;
        this.embedder = embedder;
        this.clock = clock;
    }

    @Override
    public int embedAwaiting(int max, BooleanSupplier stop) {
        Instant now = clock.instant();
        List<Listing> awaiting = store.claimAwaitingEmbedding(embedder.model(), now, now.plus(LEASE), max);
        List<ListingEmbedding> computed = new ArrayList<>(awaiting.size());
        for (Listing listing : awaiting) {
            if (stop.getAsBoolean()) {
                break;
            }
            try {
                computed.add(new ListingEmbedding(listing.id(), listing.details(),
                        embedder.ofListing(EmbeddedText.of(listing.details()))));
            } catch (RuntimeException e) {
                // One text the model cannot take must not hold up the others; it is tried again next round.
                LOG.log(System.Logger.Level.WARNING, "Listing " + listing.id().value() + " could not be embedded", e);
            }
        }
        // One write for the batch. An embedding whose text an update changed meanwhile is refused: the next round
        // embeds the new text.
        int embedded = computed.isEmpty() ? 0 : store.keepEmbeddings(computed);
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
