package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.ReportOutcome;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.report.Report;
import dev.agentdirectory.core.rules.ReportRules;

/**
 * A report is answered by a fresh probe, or by the last one when it finished within the cooldown or the host
 * is throttling us. Either way the report is substantiated only by a conclusive probe that found the listing
 * not ok.
 */
public final class ReportListingService implements ReportListingUseCase {

    private final ListingStore store;
    private final ListingReprobe reprobe;
    private final Probing probing;
    private final DirectoryEvents events;

    ReportListingService(ListingStore store, ListingReprobe reprobe, Probing probing, DirectoryEvents events) {
        this.store = store;
        this.reprobe = reprobe;
        this.probing = probing;
        this.events = events;
    }

    @Override
    public ReportOutcome report(ReportCommand command) {
        Report report = ReportRules.check(command);
        Listing listing = ListingAccess.existing(store, report.serviceId());
        if (!probing.answersFromLastProbe(listing.health())) {
            listing = reprobe.run(listing).orElseThrow(ListingNotFoundException::new);
        }
        Health health = listing.health();
        boolean substantiated = health.lastProbeConclusive() && health.lastCheckStatus() != CheckStatus.OK;
        store.recordReport(listing.id(), substantiated);
        events.reported(report.issue(), substantiated);
        return new ReportOutcome(listing.id(), health.lastCheckStatus(), substantiated, health.lastProbeReason());
    }
}
