package dev.agentdirectory.core.rules;

import static dev.agentdirectory.core.testing.Registrations.mcpServer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.testing.Refusals;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TagRulesTest {

    private static List<String> stored(List<String> tags) {
        return ListingRules.register(mcpServer().withTags(tags).command()).details().tags().values();
    }

    private static Violation refusal(List<String> tags) {
        return Refusals.single(() -> ListingRules.register(mcpServer().withTags(tags).command()));
    }

    private static List<String> distinctTags(int count) {
        return IntStream.range(0, count).mapToObj(i -> "tag" + i).toList();
    }

    @Test
    void tagsAreLowercasedTrimmedAndDeduplicatedInOrder() {
        assertEquals(List.of("weather", "maps", "forecast"),
                stored(List.of(" Weather", "MAPS ", "weather", "Forecast", "maps")));
    }

    @Test
    void absentTagsReadAsEmpty() {
        assertEquals(List.of(), stored(null));
    }

    @Test
    void sixteenTagsAreAccepted() {
        assertEquals(16, stored(distinctTags(16)).size());
    }

    @Test
    void seventeenTagsAreRefusedAtTheTags() {
        Violation violation = refusal(distinctTags(17));

        assertEquals(FieldPath.of(Field.TAGS), violation.path());
        assertEquals(ViolationKind.TOO_MANY_ITEMS, violation.kind());
    }

    @Test
    void tagsAreCountedAfterNormalization() {
        List<String> tags = new ArrayList<>(distinctTags(16));
        tags.add("TAG0");

        assertEquals(16, stored(tags).size());
    }

    @Test
    void seventeenTagsThatDifferOnlyAfterNormalizationAreRefused() {
        List<String> tags = new ArrayList<>(distinctTags(17));
        tags.addAll(distinctTags(17).stream().map(tag -> " " + tag.toUpperCase() + " ").toList());

        assertEquals(FieldPath.of(Field.TAGS), refusal(tags).path());
    }

    @Test
    void fortyCopiesOfOneTagAreOneTag() {
        assertEquals(List.of("weather"), stored(Collections.nCopies(40, "weather")));
    }

    @Test
    void aTagOf40CharactersIsAccepted() {
        assertEquals(List.of("t".repeat(40)), stored(List.of("t".repeat(40))));
    }

    @Test
    void aTagOf41CharactersIsRefusedAtItsIndex() {
        Violation violation = refusal(List.of("weather", "t".repeat(41)));

        assertEquals(FieldPath.of(Field.TAGS).element(1), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
    }

    @Test
    void anEmptyTagIsRefusedAtItsIndex() {
        Violation violation = refusal(List.of("", "weather"));

        assertEquals(FieldPath.of(Field.TAGS).element(0), violation.path());
        assertEquals(ViolationKind.TOO_SHORT, violation.kind());
    }

    @Test
    void aTagOfOnlyWhitespaceIsRefusedAtItsIndex() {
        assertEquals(FieldPath.of(Field.TAGS).element(2), refusal(List.of("a", "b", "   ")).path());
    }

    @Test
    void aNullTagIsRefusedAtItsIndex() {
        Violation violation = refusal(Arrays.asList("weather", null));

        assertEquals(FieldPath.of(Field.TAGS).element(1), violation.path());
        assertEquals(ViolationKind.WRONG_TYPE, violation.kind());
    }
}
