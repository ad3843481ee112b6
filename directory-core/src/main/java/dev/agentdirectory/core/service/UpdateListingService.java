package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.rules.ListingRules;
import java.net.URI;
import java.util.Optional;

/**
 * Partial update by the owner; a new URL is probed before it is saved, like at registration. The command is applied
 * to the details as the store holds them when it writes, not as they were read before the probe: an update of other
 * fields made meanwhile (by the same owner's other client, during the probe's seconds) is kept.
 */
public final class UpdateListingService implements UpdateListingUseCase {

    private final ListingStore store;
    private final IndexFollower follower;
    private final Probing probing;

    UpdateListingService(ListingStore store, IndexFollower follower, Probing probing) {
        this.store = store;
        this.follower = follower;
        this.probing = probing;
    }

    @Override
    public Listing update(ListingId id, String apiKey, UpdateCommand command) {
        ListingRules.requireKey(apiKey, command);
        Listing current = ListingAccess.ownedBy(store, id, apiKey);
        URI url = ListingRules.update(current.type(), current.details(), command).url();
        Optional<Probing.Result> newUrlProbe = url.equals(current.details().url()) ? Optional.empty()
                : Optional.of(probing.probe(current.type(), url, current.health()));
        // Details first: a probe of the old URL that ends meanwhile sees the new URL and discards its verdict.
        ListingDetails written = store.updateDetails(id, now -> ListingRules.update(current.type(), now, command))
                .orElseThrow(ListingNotFoundException::new);
        Listing updated = current.withDetails(written);
        if (newUrlProbe.isPresent()) {
            Probing.Result probe = newUrlProbe.get();
            // What the old URL's document said is not what the new one says, whether or not it could be read.
            updated = updated.withHealth(probe.health())
                    .withDocument(probe.judged().document().orElse(DocumentText.NONE));
            if (!storeProbe(current, updated)) {
                throw new ListingNotFoundException();
            }
            probing.stored(current.health(), updated.health());
        }
        follower.afterWrite();
        return updated;
    }

    /** What the new URL's probe found: the health, and the document where it says something else than before. */
    private boolean storeProbe(Listing before, Listing after) {
        return store.updateHealth(after.id(), after.health())
                && (after.document().equals(before.document()) || store.updateDocument(after.id(), after.document()));
    }
}
