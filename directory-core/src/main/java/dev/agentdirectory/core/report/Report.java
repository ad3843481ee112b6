package dev.agentdirectory.core.report;

import dev.agentdirectory.core.listing.ListingId;
import java.util.Objects;

/** A report that passed the rules; {@code details} may be null. */
public record Report(ListingId serviceId, ReportIssue issue, String details) {

    public Report {
        Objects.requireNonNull(serviceId, "serviceId");
        Objects.requireNonNull(issue, "issue");
    }
}
