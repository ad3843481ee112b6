package dev.agentdirectory.core.port.in;

/**
 * An agent says a listing is broken. The listing is probed again, unless a recent probe can answer; the
 * report counts as substantiated when that probe was conclusive and found the listing not ok.
 */
public interface ReportListingUseCase {

    /**
     * @throws dev.agentdirectory.core.error.InvalidRequestException for a missing id or an unknown issue kind
     * @throws dev.agentdirectory.core.error.ListingNotFoundException for an unknown id
     */
    ReportOutcome report(ReportCommand command);
}
