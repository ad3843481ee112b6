package dev.agentdirectory.core.service;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.ApiKey;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.NewListing;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.rules.ListingRules;
import java.time.Clock;

/** Registration: the probe runs before anything is stored, so a listing is saved once, with its first status. */
public final class RegisterListingService implements RegisterListingUseCase {

    private final ListingStore store;
    private final IndexFollower follower;
    private final Probing probing;
    private final Clock clock;

    RegisterListingService(ListingStore store, IndexFollower follower, Probing probing, Clock clock) {
        this.store = store;
        this.follower = follower;
        this.probing = probing;
        this.clock = clock;
    }

    @Override
    public Registration register(RegisterCommand command) {
        NewListing valid = ListingRules.register(command);
        Health unprobed = Health.unprobed(clock.instant());
        Probing.Result probe = probing.probe(valid.type(), valid.details().url(), unprobed);
        ApiKey key = ApiKey.generate();
        Listing listing = new Listing(ListingId.issue(), valid.type(), valid.details(), key.hash(), clock.instant(),
                probe.health(), ReportCounters.NONE, probe.judged().document().orElse(DocumentText.NONE),
                Embedding.NONE);
        store.insert(listing);
        probing.stored(unprobed, listing.health());
        follower.afterWrite();
        return new Registration(listing, key, probe.judged().judgement().verdict(),
                probe.judged().judgement().reason());
    }
}
