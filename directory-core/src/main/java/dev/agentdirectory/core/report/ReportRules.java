package dev.agentdirectory.core.report;

import dev.agentdirectory.core.error.Violations;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.ReportCommand;

/** A report names a listing and one of the known issues; details are optional and bounded. */
public final class ReportRules {

    public static final String SERVICE_ID = "service_id";
    public static final String ISSUE = "issue";
    public static final String DETAILS = "details";

    private ReportRules() {
    }

    public static Report check(ReportCommand command) {
        Violations violations = new Violations();
        if (command.serviceId() == null) {
            violations.missing(SERVICE_ID);
        }
        ReportIssue issue = null;
        if (command.issue() == null) {
            violations.missing(ISSUE);
        } else {
            issue = ReportIssue.fromWireName(command.issue()).orElse(null);
            if (issue == null) {
                violations.literal(ISSUE, command.issue(), ReportIssue.wireNames());
            }
        }
        String details = violations.optionalText(DETAILS, command.details(), ListingLimits.REPORT_DETAILS_MAX);
        violations.throwIfAny();
        return new Report(new ListingId(command.serviceId()), issue, details);
    }
}
