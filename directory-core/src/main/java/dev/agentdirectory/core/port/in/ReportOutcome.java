package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeReason;

/**
 * The listing's status after the probe that answers a report, whether that probe bore the report out, and why it
 * came out as it did ({@code lastProbeReason}, null for a probe recorded before reasons were kept).
 */
public record ReportOutcome(ListingId serviceId, CheckStatus lastCheckStatus, boolean substantiated,
                            ProbeReason lastProbeReason) {
}
