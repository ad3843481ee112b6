package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.error.ExpectedType;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.testing.Refusals;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ReadErrorsTest {

    private static final FieldPath THIRD_TAG = FieldPath.of(Field.TAGS).element(2);

    @Test
    void aTagOfTheWrongTypeIsReportedTogetherWithAnEmptyTagBeforeIt() {
        RegisterCommand command = new RegisterCommand("Weather", "Forecasts.", "mcp_server",
                "https://weather.example.com/mcp.json", null, null, Arrays.asList("ok", "", null), null,
                List.of(Violation.wrongType(THIRD_TAG, ExpectedType.TEXT, 5)));

        List<Violation> violations = Refusals.of(() -> ListingRules.register(command));

        assertEquals(List.of(
                new Violation(THIRD_TAG, ViolationKind.WRONG_TYPE, 5, ExpectedType.TEXT),
                new Violation(FieldPath.of(Field.TAGS).element(1), ViolationKind.TOO_SHORT, "", 1)), violations);
    }

    @Test
    void aFieldThatCouldNotBeReadIsNotAlsoCalledMissing() {
        RegisterCommand command = new RegisterCommand(null, "Forecasts.", "mcp_server",
                "https://weather.example.com/mcp.json", null, null, null, null,
                List.of(Violation.wrongType(FieldPath.of(Field.NAME), ExpectedType.TEXT, 42)));

        Violation only = Refusals.single(() -> ListingRules.register(command));

        assertEquals(ViolationKind.WRONG_TYPE, only.kind());
    }

    @Test
    void aSearchReportsItsReadErrorsWithItsRangeViolations() {
        SearchQuery query = new SearchQuery("q".repeat(501), null, -1,
                List.of(Violation.wrongType(FieldPath.of(Field.LIMIT), ExpectedType.INTEGER, "ten")));

        List<Violation> violations = Refusals.of(() -> SearchRules.check(query, Instant.EPOCH));

        assertEquals(List.of(Field.LIMIT, Field.QUERY, Field.OFFSET), violations.stream().map(Violation::field).toList());
    }

    @Test
    void aReportWithAWrongTypedIdIsRefusedOnceForIt() {
        ReportCommand command = new ReportCommand(null, "unreachable", null,
                List.of(Violation.wrongType(FieldPath.of(Field.SERVICE_ID), ExpectedType.TEXT, 7)));

        assertEquals(ViolationKind.WRONG_TYPE, Refusals.single(() -> ReportRules.check(command)).kind());
    }

    @Test
    void aFloodOfWrongTypedTagsIsReportedUpToABoundThatLeavesRoomForTheOtherFields() {
        List<Violation> readErrors = IntStream.range(0, 5000)
                .mapToObj(i -> Violation.wrongType(FieldPath.of(Field.TAGS).element(i), ExpectedType.TEXT, i))
                .toList();
        RegisterCommand command = new RegisterCommand("", "Forecasts.", "mcp_server",
                "https://weather.example.com/mcp.json", null, null, Arrays.asList(new String[5000]), null, readErrors);

        List<Violation> violations = Refusals.of(() -> ListingRules.register(command));

        assertEquals(Violations.MAX_REPORTED_ELEMENTS + 1, violations.size());
        assertEquals(Field.NAME, violations.get(violations.size() - 1).field());
    }
}
