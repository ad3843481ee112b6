package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.agentdirectory.core.report.Report;
import dev.agentdirectory.core.report.ReportIssue;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.testing.Refusals;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReportRulesTest {

    private static final String ID = "5f0c7e0a-1d2b-4c3d-9e8f-0a1b2c3d4e5f";

    private static Violation refusal(ReportCommand command) {
        return Refusals.single(() -> ReportRules.check(command));
    }

    @Test
    void aReportNamesTheListingAndTheIssue() {
        Report report = ReportRules.check(new ReportCommand(ID, "unreachable", "Timed out twice."));

        assertEquals(new Report(new ListingId(ID), ReportIssue.UNREACHABLE, "Timed out twice."), report);
    }

    @ParameterizedTest
    @CsvSource({"unreachable, UNREACHABLE", "invalid_response, INVALID_RESPONSE", "other, OTHER"})
    void everyKnownIssueIsAccepted(String word, ReportIssue issue) {
        assertEquals(issue, ReportRules.check(new ReportCommand(ID, word, null)).issue());
    }

    @Test
    void aMissingServiceIdIsMissing() {
        Violation violation = refusal(new ReportCommand(null, "unreachable", null));

        assertEquals(FieldPath.of(Field.SERVICE_ID), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void aMissingIssueIsMissing() {
        Violation violation = refusal(new ReportCommand(ID, null, null));

        assertEquals(FieldPath.of(Field.ISSUE), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void anUnknownIssueIsALiteralErrorNamingTheKnownIssues() {
        Violation violation = refusal(new ReportCommand(ID, "broken", null));

        assertEquals(FieldPath.of(Field.ISSUE), violation.path());
        assertEquals(ViolationKind.NOT_ONE_OF, violation.kind());
        assertEquals(List.of("unreachable", "invalid_response", "other"), violation.limit());
    }

    @Test
    void anIssueInOtherCaseIsUnknown() {
        assertEquals(ViolationKind.NOT_ONE_OF, refusal(new ReportCommand(ID, "UNREACHABLE", null)).kind());
    }

    @Test
    void detailsOf1000CharactersAreAccepted() {
        assertEquals(1000, ReportRules.check(new ReportCommand(ID, "other", "d".repeat(1000))).details().length());
    }

    @Test
    void detailsOf1001CharactersAreTooLong() {
        Violation violation = refusal(new ReportCommand(ID, "other", "d".repeat(1001)));

        assertEquals(FieldPath.of(Field.DETAILS), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(1000, violation.limit());
    }

    @Test
    void detailsAreOptional() {
        assertNull(ReportRules.check(new ReportCommand(ID, "other", null)).details());
    }

    @Test
    void detailsAreTrimmed() {
        assertEquals("Timed out.", ReportRules.check(new ReportCommand(ID, "other", "  Timed out. ")).details());
    }

    @Test
    void everyViolationOfOneReportIsReportedTogether() {
        List<Violation> violations = Refusals.of(() -> ReportRules.check(new ReportCommand(null, "broken",
                "d".repeat(1001))));

        assertEquals(List.of(Field.SERVICE_ID, Field.ISSUE, Field.DETAILS),
                violations.stream().map(Violation::field).toList());
    }
}
