package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.testing.Refusals;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SearchRulesTest {

    private static final Instant NOW = Instant.parse("2025-03-01T12:00:00Z");

    private static SearchCriteria check(String query, Integer limit, Integer offset) {
        return SearchRules.check(new SearchQuery(query, limit, offset), NOW);
    }

    private static Violation refusal(String query, Integer limit, Integer offset) {
        return Refusals.single(() -> check(query, limit, offset));
    }

    @Test
    void anEmptySearchTakesTheDefaults() {
        assertEquals(new SearchCriteria("", 0, 10, NOW), check(null, null, null));
    }

    @Test
    void aQueryOf500EmojiIsAcceptedAnd501AreTooLong() {
        String smile = "\uD83D\uDE00";

        assertEquals(smile.repeat(500), check(smile.repeat(500), null, null).text());
        assertEquals(ViolationKind.TOO_LONG, refusal(smile.repeat(501), null, null).kind());
    }

    /** Both indexes, and the query's embedding, read one form of what looks the same (SearchableText). */
    @Test
    void aQueryIsSearchedInOneFormForWhatLooksTheSame() {
        assertEquals("naïve bayes", check("nai\u0308ve bayes", null, null).text());
        assertEquals("postgres", check("post\u00adgres", null, null).text());
    }

    @Test
    void anEmptyQueryBrowses() {
        assertTrue(check("", null, null).isBrowse());
    }

    @Test
    void aWhitespaceQueryBrowses() {
        assertTrue(check(" \t ", null, null).isBrowse());
    }

    @Test
    void aQueryWithWordsSearches() {
        assertFalse(check("weather", null, null).isBrowse());
    }

    @Test
    void theQueryIsTrimmed() {
        assertEquals("weather maps", check("  weather maps ", null, null).text());
    }

    @Test
    void aQueryOf500CharactersIsAccepted() {
        assertEquals(500, check("q".repeat(500), null, null).text().length());
    }

    @Test
    void aQueryOf501CharactersIsTooLong() {
        Violation violation = refusal("q".repeat(501), null, null);

        assertEquals(FieldPath.of(Field.QUERY), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(500, violation.limit());
    }

    @Test
    void aLimitOfOneIsAccepted() {
        assertEquals(1, check(null, 1, null).limit());
    }

    @Test
    void aLimitOf25IsAccepted() {
        assertEquals(25, check(null, 25, null).limit());
    }

    @Test
    void aLimitOfZeroIsTooSmall() {
        Violation violation = refusal(null, 0, null);

        assertEquals(FieldPath.of(Field.LIMIT), violation.path());
        assertEquals(ViolationKind.BELOW_MINIMUM, violation.kind());
        assertEquals(1, violation.limit());
    }

    @Test
    void aLimitOf26IsTooLarge() {
        Violation violation = refusal(null, 26, null);

        assertEquals(FieldPath.of(Field.LIMIT), violation.path());
        assertEquals(ViolationKind.ABOVE_MAXIMUM, violation.kind());
        assertEquals(25, violation.limit());
    }

    @Test
    void anOffsetOfZeroIsAccepted() {
        assertEquals(0, check(null, null, 0).offset());
    }

    @Test
    void aLargeOffsetIsAccepted() {
        assertEquals(1_000_000, check(null, null, 1_000_000).offset());
    }

    @Test
    void aNegativeOffsetIsTooSmall() {
        Violation violation = refusal(null, null, -1);

        assertEquals(FieldPath.of(Field.OFFSET), violation.path());
        assertEquals(ViolationKind.BELOW_MINIMUM, violation.kind());
        assertEquals(0, violation.limit());
    }

    @Test
    void everyViolationOfOneSearchIsReportedTogether() {
        List<Violation> violations = Refusals.of(() -> check("q".repeat(501), 0, -1));

        assertEquals(List.of(Field.QUERY, Field.LIMIT, Field.OFFSET),
                violations.stream().map(Violation::field).toList());
    }

    @Test
    void theSearchHappensAtTheGivenTime() {
        assertEquals(NOW, check(null, null, null).now());
    }
}
