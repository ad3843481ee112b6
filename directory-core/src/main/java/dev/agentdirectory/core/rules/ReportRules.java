package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.report.Report;
import dev.agentdirectory.core.report.ReportIssue;

/** A report names a listing and one of the known issues; details are optional and bounded. */
public final class ReportRules {

    private ReportRules() {
    }

    public static Report check(ReportCommand command) {
        Violations violations = new Violations(command.readErrors());
        if (command.serviceId() == null) {
            violations.required(Field.SERVICE_ID);
        }
        ReportIssue issue = null;
        if (command.issue() == null) {
            violations.required(Field.ISSUE);
        } else {
            issue = ReportIssue.fromWireName(command.issue()).orElse(null);
            if (issue == null) {
                violations.add(Field.ISSUE, ViolationKind.NOT_ONE_OF, command.issue(), ReportIssue.wireNames());
            }
        }
        String details = violations.optionalText(Field.DETAILS, command.details(), ListingLimits.REPORT_DETAILS_MAX);
        violations.throwIfAny();
        return new Report(new ListingId(command.serviceId()), issue, details);
    }
}
