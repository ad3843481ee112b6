package dev.agentdirectory.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
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

        assertEquals(List.of("service_id"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void aMissingIssueIsMissing() {
        Violation violation = refusal(new ReportCommand(ID, null, null));

        assertEquals(List.of("issue"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void anUnknownIssueIsALiteralErrorNamingTheKnownIssues() {
        Violation violation = refusal(new ReportCommand(ID, "broken", null));

        assertEquals(List.of("issue"), violation.location());
        assertEquals(ViolationType.LITERAL_ERROR, violation.type());
        assertEquals(Map.of("expected", "'unreachable', 'invalid_response' or 'other'"), violation.context());
    }

    @Test
    void anIssueInOtherCaseIsUnknown() {
        assertEquals(ViolationType.LITERAL_ERROR, refusal(new ReportCommand(ID, "UNREACHABLE", null)).type());
    }

    @Test
    void detailsOf1000CharactersAreAccepted() {
        assertEquals(1000, ReportRules.check(new ReportCommand(ID, "other", "d".repeat(1000))).details().length());
    }

    @Test
    void detailsOf1001CharactersAreTooLong() {
        Violation violation = refusal(new ReportCommand(ID, "other", "d".repeat(1001)));

        assertEquals(List.of("details"), violation.location());
        assertEquals(ViolationType.STRING_TOO_LONG, violation.type());
        assertEquals(Map.of("max_length", 1000), violation.context());
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

        assertEquals(List.of(List.of("service_id"), List.of("issue"), List.of("details")),
                violations.stream().map(Violation::location).toList());
    }
}
