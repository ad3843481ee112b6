package dev.agentdirectory.core.service;

import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.ReportOutcome;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.report.Report;
import dev.agentdirectory.core.rules.ReportRules;
import java.time.Clock;

/**
 * A report is answered by a fresh probe, or by the last one when it finished within the cooldown. Either way
 * the report is substantiated only by a conclusive probe that found the listing not ok.
 */
public final class ReportListingService implements ReportListingUseCase {

    private final ListingStore store;
    private final ListingReprobe reprobe;
    private final DirectorySettings settings;
    private final Clock clock;

    ReportListingService(ListingStore store, ListingReprobe reprobe, DirectorySettings settings, Clock clock) {
        this.store = store;
        this.reprobe = reprobe;
        this.settings = settings;
        this.clock = clock;
    }

    @Override
    public ReportOutcome report(ReportCommand command) {
        Report report = ReportRules.check(command);
        Listing listing = ListingAccess.existing(store, report.serviceId());
        if (!listing.health().probedWithin(settings.reportCooldown(), clock.instant())) {
            listing = reprobe.run(listing).orElseThrow(ListingNotFoundException::new);
        }
        Health health = listing.health();
        boolean substantiated = health.lastProbeConclusive() && health.lastCheckStatus() != CheckStatus.OK;
        store.recordReport(listing.id(), substantiated);
        return new ReportOutcome(listing.id(), health.lastCheckStatus(), substantiated);
    }
}
