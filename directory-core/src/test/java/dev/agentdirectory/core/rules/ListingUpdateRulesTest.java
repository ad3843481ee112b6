package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.listing.Tags;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.testing.Refusals;
import java.net.URI;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ListingUpdateRulesTest {

    private static final ListingDetails SKILL = new ListingDetails("Weather", "Hourly forecasts.",
            URI.create("https://skills.example.com/weather.md"), "Get a key.", new Tags(List.of("weather")),
            "owner@example.com");

    private static final ListingDetails SERVER = new ListingDetails("Weather", "Hourly forecasts.",
            URI.create("https://weather.example.com/mcp.json"), null, new Tags(List.of("weather")),
            "owner@example.com");

    private static ListingDetails updateSkill(UpdateCommand command) {
        return ListingRules.update(ServiceType.AGENT_SKILL, SKILL, command);
    }

    private static ListingDetails updateServer(UpdateCommand command) {
        return ListingRules.update(ServiceType.MCP_SERVER, SERVER, command);
    }

    @Test
    void anUpdateWithoutAKeyIsRefusedWithTheMissingKeyAndEveryRuleItBreaksWhateverTheListing() {
        UpdateCommand command = UpdateCommand.nothing().withName(" ").withSkillUrl("ftp://example.com/skill.md")
                .withMcpDocUrl("https://example.com/mcp.json");

        List<Violation> violations = Refusals.of(() -> ListingRules.requireKey(null, command));

        // Which of the two URLs the listing takes depends on its kind, which a request without a key never learns.
        assertEquals(List.of(FieldPath.of(Field.API_KEY), FieldPath.of(Field.NAME), FieldPath.of(Field.SKILL_URL)),
                violations.stream().map(Violation::path).toList());
        assertEquals(ViolationKind.REQUIRED, violations.get(0).kind());
    }

    @Test
    void anUpdateWithAKeyIsLeftToTheRulesOfItsListing() {
        assertDoesNotThrow(() -> ListingRules.requireKey("asd_key", UpdateCommand.nothing().withName(" ")));
    }

    @Test
    void anUpdateWithNothingInItKeepsEveryField() {
        assertEquals(SKILL, updateSkill(UpdateCommand.nothing()));
    }

    @Test
    void onlyTheSuppliedFieldChanges() {
        ListingDetails updated = updateSkill(UpdateCommand.nothing().withDescription("  Daily forecasts. "));

        assertEquals(new ListingDetails("Weather", "Daily forecasts.", SKILL.url(), "Get a key.", SKILL.tags(),
                "owner@example.com"), updated);
    }

    @Test
    void aNewUrlOfTheListingsKindIsTaken() {
        ListingDetails updated = updateServer(UpdateCommand.nothing().withMcpDocUrl("https://new.example.com/mcp"));

        assertEquals(URI.create("https://new.example.com/mcp"), updated.url());
    }

    @Test
    void nullClearsTheSetupRequirements() {
        assertNull(updateSkill(UpdateCommand.nothing().withSetupRequirements(null)).setupRequirements());
    }

    @Test
    void nullClearsTheOwnerContact() {
        assertNull(updateSkill(UpdateCommand.nothing().withOwnerContact(null)).ownerContact());
    }

    @Test
    void nullTagsBecomeNoTags() {
        assertEquals(Tags.NONE, updateSkill(UpdateCommand.nothing().withTags(null)).tags());
    }

    @Test
    void newTagsAreNormalizedLikeAtRegistration() {
        assertEquals(List.of("maps", "travel"),
                updateSkill(UpdateCommand.nothing().withTags(List.of("Maps", " travel", "MAPS"))).tags().values());
    }

    @Test
    void aNullNameKeepsTheName() {
        assertEquals("Weather", updateSkill(UpdateCommand.nothing().withName(null)).name());
    }

    @Test
    void aNullDescriptionKeepsTheDescription() {
        assertEquals("Hourly forecasts.", updateSkill(UpdateCommand.nothing().withDescription(null)).description());
    }

    @Test
    void aNullUrlKeepsTheUrl() {
        assertEquals(SKILL.url(), updateSkill(UpdateCommand.nothing().withSkillUrl(null)).url());
    }

    @Test
    void aNullOtherKindsUrlIsNotAnError() {
        assertEquals(SKILL, updateSkill(UpdateCommand.nothing().withMcpDocUrl(null)));
    }

    @Test
    void theOtherKindsUrlIsRefusedForASkill() {
        Violation violation = Refusals.single(() -> updateSkill(
                UpdateCommand.nothing().withMcpDocUrl("https://weather.example.com/mcp.json")));

        assertEquals(FieldPath.of(Field.MCP_DOC_URL), violation.path());
        assertEquals(ViolationKind.OTHER_KINDS_URL, violation.kind());
    }

    @Test
    void theOtherKindsUrlIsRefusedForAServer() {
        Violation violation = Refusals.single(() -> updateServer(
                UpdateCommand.nothing().withSkillUrl("https://skills.example.com/weather.md")));

        assertEquals(FieldPath.of(Field.SKILL_URL), violation.path());
        assertEquals(ViolationKind.OTHER_KINDS_URL, violation.kind());
    }

    @Test
    void setupRequirementsAreDroppedForAServer() {
        assertNull(updateServer(UpdateCommand.nothing().withSetupRequirements("Get a key.")).setupRequirements());
    }

    @Test
    void anEmptyNameIsRefused() {
        Violation violation = Refusals.single(() -> updateSkill(UpdateCommand.nothing().withName(" ")));

        assertEquals(FieldPath.of(Field.NAME), violation.path());
        assertEquals(ViolationKind.TOO_SHORT, violation.kind());
    }

    @Test
    void aTooLongDescriptionIsRefused() {
        Violation violation = Refusals.single(() -> updateSkill(
                UpdateCommand.nothing().withDescription("d".repeat(2001))));

        assertEquals(FieldPath.of(Field.DESCRIPTION), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
    }

    @Test
    void aUrlWithTheWrongSchemeIsRefused() {
        Violation violation = Refusals.single(() -> updateSkill(
                UpdateCommand.nothing().withSkillUrl("ftp://skills.example.com/weather.md")));

        assertEquals(FieldPath.of(Field.SKILL_URL), violation.path());
        assertEquals(ViolationKind.URL_SCHEME, violation.kind());
    }

    @Test
    void seventeenTagsAreRefused() {
        List<String> tags = IntStream.range(0, 17).mapToObj(i -> "tag" + i).toList();

        assertEquals(FieldPath.of(Field.TAGS), Refusals.single(() -> updateSkill(UpdateCommand.nothing().withTags(tags)))
                .path());
    }

    @Test
    void fortyCopiesOfOneTagAreAccepted() {
        assertEquals(List.of("maps"),
                updateSkill(UpdateCommand.nothing().withTags(Collections.nCopies(40, "maps"))).tags().values());
    }

    @Test
    void aTooLongOwnerContactIsRefused() {
        Violation violation = Refusals.single(() -> updateSkill(
                UpdateCommand.nothing().withOwnerContact("c".repeat(201))));

        assertEquals(FieldPath.of(Field.OWNER_CONTACT), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
    }

    @Test
    void everyViolationOfOneUpdateIsReportedTogether() {
        List<Violation> violations = Refusals.of(() -> updateSkill(UpdateCommand.nothing().withName("")
                .withDescription("").withSkillUrl("not a url").withMcpDocUrl("https://weather.example.com/")));

        assertEquals(4, violations.size(), violations.toString());
    }
}
