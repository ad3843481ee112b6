package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.change.FeedCursor;
import dev.agentdirectory.core.change.FeedRequest;
import dev.agentdirectory.core.error.ExpectedType;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.port.in.ChangesQuery;
import dev.agentdirectory.core.testing.Refusals;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ChangeFeedRulesTest {

    private static final FeedCursor CURSOR = new FeedCursor("log", 42, Instant.parse("2026-01-01T00:00:00Z"));

    private static FeedRequest check(String cursor, String updatedSince, Integer limit) {
        return ChangeFeedRules.check(new ChangesQuery(cursor, updatedSince, limit));
    }

    @Test
    void noParametersReadTheFeedFromItsStartAHundredAtATime() {
        assertEquals(new FeedRequest(null, null, 100), check(null, null, null));
    }

    @Test
    void emptyParametersCountAsAbsent() {
        assertEquals(new FeedRequest(null, null, 100), check("", "", null));
    }

    @Test
    void anIssuedCursorIsReadBack() {
        assertEquals(CURSOR, check(CURSOR.encode(), null, null).cursor());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-03-01T12:00:00Z", "2026-03-01t12:00:00z", "2026-03-01T13:00:00+01:00",
            "2026-03-01T11:30:00.000-00:30"})
    void updatedSinceIsAnRfc3339DateTimeInAnyOffset(String text) {
        assertEquals(Instant.parse("2026-03-01T12:00:00Z"), check(null, text, null).updatedSince());
    }

    @Test
    void fiveHundredChangesIsTheLargestPage() {
        assertEquals(500, check(null, null, 500).limit());
        assertEquals(1, check(null, null, 1).limit());
    }

    @Test
    void aLimitOutOfRangeIsRefusedWithItsBound() {
        assertEquals(Violation.of(Field.LIMIT, ViolationKind.ABOVE_MAXIMUM, 501, 500),
                Refusals.single(() -> check(null, null, 501)));
        assertEquals(Violation.of(Field.LIMIT, ViolationKind.BELOW_MINIMUM, 0, 1),
                Refusals.single(() -> check(null, null, 0)));
    }

    @Test
    void aGarbledCursorIsRefused() {
        assertEquals(Violation.of(Field.CURSOR, ViolationKind.NOT_A_CURSOR, "garbled", null),
                Refusals.single(() -> check("garbled", null, null)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"yesterday", "2026-03-01", "2026-03-01T12:00:00", "2026-03-01 12:00:00Z",
            "2026-03-01T12:00:00 01:00", "2026-02-30T12:00:00Z", "1772366400"})
    void anythingButAnRfc3339DateTimeWithOffsetIsRefused(String text) {
        Violation refusal = Refusals.single(() -> check(null, text, null));

        assertEquals(FieldPath.of(Field.UPDATED_SINCE), refusal.path());
        assertEquals(ViolationKind.NOT_A_TIME, refusal.kind());
        assertEquals(text, refusal.input());
    }

    @Test
    void everyViolationIsReportedTogetherWithTheAdaptersReadErrors() {
        Violation unreadable = Violation.wrongType(FieldPath.of(Field.LIMIT), ExpectedType.INTEGER, "ten");
        List<Violation> refused = Refusals.of(() -> ChangeFeedRules.check(
                new ChangesQuery("garbled", "soon", null, List.of(unreadable))));

        assertEquals(List.of(unreadable, Violation.of(Field.CURSOR, ViolationKind.NOT_A_CURSOR, "garbled", null)),
                refused.subList(0, 2));
        assertEquals(Field.UPDATED_SINCE, refused.get(2).field());
        assertEquals(3, refused.size());
    }
}
