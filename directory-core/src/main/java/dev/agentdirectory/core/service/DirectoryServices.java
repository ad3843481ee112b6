package dev.agentdirectory.core.service;

import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.port.out.TextEmbedder;
import java.time.Clock;
import java.util.Optional;

/** The use cases built over one set of ports; {@link dev.agentdirectory.core.Directory} is its public face. */
public record DirectoryServices(RegisterListingService register, UpdateListingService update,
                                DeregisterListingService deregister, SearchListingsService search,
                                ReportListingService report, ReprobeListingsService reprobe,
                                ViewListingService view, CountListingsService count,
                                ReadChangesService changes, IndexFollower follower,
                                Optional<EmbedListingsService> embedding) {

    public static DirectoryServices create(ListingStore store, SearchIndex index, Prober prober,
                                           Optional<TextEmbedder> embedder, Clock clock, DirectorySettings settings,
                                           FollowSettings following, DirectoryEvents events) {
        Probing probing = new Probing(prober, clock, settings, events);
        IndexFollower follower = new IndexFollower(store, index, settings.demotion(), following, clock);
        ListingReprobe reprobe = new ListingReprobe(store, follower, probing);
        return new DirectoryServices(
                new RegisterListingService(store, follower, probing, clock),
                new UpdateListingService(store, follower, probing),
                new DeregisterListingService(store, follower),
                new SearchListingsService(index, follower, embedder, clock),
                new ReportListingService(store, reprobe, probing, events),
                new ReprobeListingsService(store, reprobe, clock),
                new ViewListingService(store, settings.demotion(), clock),
                new CountListingsService(index, clock),
                new ReadChangesService(store.changeLog(), following),
                follower,
                embedder.map(model -> new EmbedListingsService(store, follower, model, clock)));
    }
}
