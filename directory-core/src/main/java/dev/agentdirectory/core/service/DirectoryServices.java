package dev.agentdirectory.core.service;

import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.port.out.SearchIndex;
import java.time.Clock;

/** The use cases built over one set of ports; {@link dev.agentdirectory.core.Directory} is its public face. */
public record DirectoryServices(RegisterListingService register, UpdateListingService update,
                                DeregisterListingService deregister, SearchListingsService search,
                                ReportListingService report, ReprobeListingsService reprobe,
                                ViewListingService view, IndexRebuild rebuild) {

    public static DirectoryServices create(ListingStore store, SearchIndex index, Prober prober, Clock clock,
                                           DirectorySettings settings) {
        Probing probing = new Probing(prober, clock, settings);
        ListingReprobe reprobe = new ListingReprobe(store, index, probing, settings.demotion());
        return new DirectoryServices(
                new RegisterListingService(store, index, probing, settings.demotion(), clock),
                new UpdateListingService(store, index, probing, settings.demotion()),
                new DeregisterListingService(store, index),
                new SearchListingsService(store, index, clock),
                new ReportListingService(store, reprobe, probing),
                new ReprobeListingsService(store, reprobe, clock),
                new ViewListingService(store),
                new IndexRebuild(store, index, settings.demotion()));
    }

    public int rebuildIndex() {
        return rebuild.run();
    }
}
