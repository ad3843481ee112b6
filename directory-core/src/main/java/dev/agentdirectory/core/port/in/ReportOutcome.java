package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.probe.CheckStatus;

/** The listing's status after the probe that answers a report, and whether that probe bore the report out. */
public record ReportOutcome(ListingId serviceId, CheckStatus lastCheckStatus, boolean substantiated) {
}
