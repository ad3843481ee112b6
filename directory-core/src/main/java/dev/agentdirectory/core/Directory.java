package dev.agentdirectory.core;

import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.port.in.CountListingsUseCase;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.in.EmbedListingsUseCase;
import dev.agentdirectory.core.port.in.ReadChangesUseCase;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.ReprobeListingsUseCase;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import dev.agentdirectory.core.port.in.ViewListingUseCase;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.port.out.TextEmbedder;
import dev.agentdirectory.core.service.DirectoryServices;
import dev.agentdirectory.core.service.IndexFollower;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;

/**
 * The whole directory, wired from its ports. This builder is the one way to wire the core, for the HTTP
 * application and for any JVM application that embeds the directory:
 * <pre>{@code
 * Directory directory = Directory.builder()
 *         .store(new InMemoryListingStore())
 *         .searchIndex(new InMemorySearchIndex())
 *         .prober(url -> new ProbeObservation.NotAttempted("offline"))
 *         .build();
 * directory.indexFollower().follow();
 * }</pre>
 */
public final class Directory {

    private final DirectoryServices services;
    private final DirectorySettings settings;

    private Directory(DirectoryServices services, DirectorySettings settings) {
        this.services = services;
        this.settings = settings;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The thresholds this directory runs with, for adapters that tell agents about them. */
    public DirectorySettings settings() {
        return settings;
    }

    public RegisterListingUseCase registration() {
        return services.register();
    }

    public UpdateListingUseCase updates() {
        return services.update();
    }

    public DeregisterListingUseCase deregistration() {
        return services.deregister();
    }

    public SearchListingsUseCase search() {
        return services.search();
    }

    public ReportListingUseCase reports() {
        return services.report();
    }

    public ViewListingUseCase listings() {
        return services.view();
    }

    /** Every change in order, page by page, for mirrors that keep a copy of the directory. */
    public ReadChangesUseCase changes() {
        return services.changes();
    }

    public ReprobeListingsUseCase reprober() {
        return services.reprobe();
    }

    public CountListingsUseCase counts() {
        return services.count();
    }

    /**
     * What embeds listings, so that a sentence finds them by meaning; empty when the directory was built without an
     * embedder. Call {@link EmbedListingsUseCase#embedAwaiting} every so often, off the request path.
     */
    public Optional<EmbedListingsUseCase> embedding() {
        return services.embedding().map(EmbedListingsUseCase.class::cast);
    }

    /**
     * What keeps the search index a view of the store. Call {@link IndexFollower#follow()} at start (it resumes
     * from the index's mark or rebuilds it) and then every so often, so that writes made through other instances
     * sharing the store are found; this instance's own writes are searchable when their call returns.
     */
    public IndexFollower indexFollower() {
        return services.follower();
    }

    /**
     * Collects the ports and settings; every port is required but the embedder, and the clock, settings and events
     * have defaults.
     */
    public static final class Builder {

        private ListingStore store;
        private SearchIndex searchIndex;
        private Prober prober;
        private TextEmbedder embedder;
        private Clock clock = Clock.systemUTC();
        private DirectorySettings settings = DirectorySettings.DEFAULTS;
        private FollowSettings following = FollowSettings.DEFAULT;
        private DirectoryEvents events = DirectoryEvents.NONE;

        private Builder() {
        }

        public Builder store(ListingStore store) {
            this.store = store;
            return this;
        }

        public Builder searchIndex(SearchIndex searchIndex) {
            this.searchIndex = searchIndex;
            return this;
        }

        public Builder prober(Prober prober) {
            this.prober = prober;
            return this;
        }

        /**
         * The model that embeds listings and sentence queries, for search by meaning; without one (the default),
         * search is by words only.
         */
        public Builder embedder(TextEmbedder embedder) {
            this.embedder = embedder;
            return this;
        }

        public Builder clock(Clock clock) {
            this.clock = clock;
            return this;
        }

        public Builder settings(DirectorySettings settings) {
            this.settings = settings;
            return this;
        }

        public Builder following(FollowSettings following) {
            this.following = following;
            return this;
        }

        /** Who hears of probes, reports and demotions, for metrics; by default nobody. */
        public Builder events(DirectoryEvents events) {
            this.events = events;
            return this;
        }

        public Directory build() {
            Objects.requireNonNull(store, "store");
            Objects.requireNonNull(searchIndex, "searchIndex");
            Objects.requireNonNull(prober, "prober");
            Objects.requireNonNull(clock, "clock");
            Objects.requireNonNull(settings, "settings");
            Objects.requireNonNull(following, "following");
            Objects.requireNonNull(events, "events");
            return new Directory(DirectoryServices.create(store, searchIndex, prober, Optional.ofNullable(embedder), clock,
                    settings, following,
                    events), settings);
        }
    }
}
