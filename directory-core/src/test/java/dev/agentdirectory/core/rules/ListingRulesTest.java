package dev.agentdirectory.core.rules;

import static dev.agentdirectory.core.testing.Registrations.agentSkill;
import static dev.agentdirectory.core.testing.Registrations.mcpServer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.NewListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.core.testing.Refusals;
import dev.agentdirectory.core.testing.Registrations;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ListingRulesTest {

    private static NewListing register(Registrations registration) {
        return ListingRules.register(registration.command());
    }

    private static Violation refusal(Registrations registration) {
        return Refusals.single(() -> register(registration));
    }

    @Test
    void aValidMcpServerRegistrationKeepsItsTypeAndUrl() {
        NewListing listing = register(mcpServer());

        assertEquals(ServiceType.MCP_SERVER, listing.type());
        assertEquals(URI.create("https://weather.example.com/.well-known/mcp.json"), listing.details().url());
    }

    @Test
    void aValidAgentSkillRegistrationKeepsItsTypeAndUrl() {
        NewListing listing = register(agentSkill());

        assertEquals(ServiceType.AGENT_SKILL, listing.type());
        assertEquals(URI.create("https://skills.example.com/weather.md"), listing.details().url());
    }

    @Test
    void aNameOf120CharactersIsAccepted() {
        assertEquals(120, register(mcpServer().withName("n".repeat(120))).details().name().length());
    }

    @Test
    void aNameOf121CharactersIsTooLongWithTheLimitInItsContext() {
        Violation violation = refusal(mcpServer().withName("n".repeat(121)));

        assertEquals(FieldPath.of(Field.NAME), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(120, violation.limit());
    }

    @Test
    void anEmptyNameIsTooShort() {
        Violation violation = refusal(mcpServer().withName(""));

        assertEquals(FieldPath.of(Field.NAME), violation.path());
        assertEquals(ViolationKind.TOO_SHORT, violation.kind());
        assertEquals(1, violation.limit());
    }

    @Test
    void aNameOfOnlyWhitespaceIsTooShort() {
        Violation violation = refusal(mcpServer().withName(" \t\n "));

        assertEquals(FieldPath.of(Field.NAME), violation.path());
        assertEquals(ViolationKind.TOO_SHORT, violation.kind());
    }

    @Test
    void aDescriptionOf2000CharactersIsAccepted() {
        assertEquals(2000, register(mcpServer().withDescription("d".repeat(2000))).details().description().length());
    }

    @Test
    void aDescriptionOf2001CharactersIsTooLong() {
        Violation violation = refusal(mcpServer().withDescription("d".repeat(2001)));

        assertEquals(FieldPath.of(Field.DESCRIPTION), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(2000, violation.limit());
    }

    @Test
    void anEmptyDescriptionIsTooShort() {
        Violation violation = refusal(mcpServer().withDescription("   "));

        assertEquals(FieldPath.of(Field.DESCRIPTION), violation.path());
        assertEquals(ViolationKind.TOO_SHORT, violation.kind());
    }

    @Test
    void setupRequirementsOf2000CharactersAreAccepted() {
        NewListing listing = register(agentSkill().withSetupRequirements("s".repeat(2000)));

        assertEquals(2000, listing.details().setupRequirements().length());
    }

    @Test
    void setupRequirementsOf2001CharactersAreTooLong() {
        Violation violation = refusal(agentSkill().withSetupRequirements("s".repeat(2001)));

        assertEquals(FieldPath.of(Field.SETUP_REQUIREMENTS), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(2000, violation.limit());
    }

    @Test
    void anOwnerContactOf200CharactersIsAccepted() {
        assertEquals(200, register(mcpServer().withOwnerContact("c".repeat(200))).details().ownerContact().length());
    }

    @Test
    void anOwnerContactOf201CharactersIsTooLong() {
        Violation violation = refusal(mcpServer().withOwnerContact("c".repeat(201)));

        assertEquals(FieldPath.of(Field.OWNER_CONTACT), violation.path());
        assertEquals(ViolationKind.TOO_LONG, violation.kind());
        assertEquals(200, violation.limit());
    }

    @Test
    void aMissingNameIsMissing() {
        Violation violation = refusal(mcpServer().withName(null));

        assertEquals(FieldPath.of(Field.NAME), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void aMissingDescriptionIsMissing() {
        Violation violation = refusal(mcpServer().withDescription(null));

        assertEquals(FieldPath.of(Field.DESCRIPTION), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void aMissingServiceTypeIsMissing() {
        Violation violation = refusal(mcpServer().withServiceType(null));

        assertEquals(FieldPath.of(Field.SERVICE_TYPE), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void anUnknownServiceTypeIsALiteralErrorNamingTheKnownTypes() {
        Violation violation = refusal(mcpServer().withServiceType("web_app"));

        assertEquals(FieldPath.of(Field.SERVICE_TYPE), violation.path());
        assertEquals(ViolationKind.NOT_ONE_OF, violation.kind());
        assertEquals("web_app", violation.input());
        assertEquals(List.of("mcp_server", "agent_skill"), violation.limit());
    }

    @Test
    void anMcpServerWithoutAnMcpDocUrlIsMissingIt() {
        Violation violation = refusal(mcpServer().withMcpDocUrl(null));

        assertEquals(FieldPath.of(Field.MCP_DOC_URL), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void anAgentSkillWithoutASkillUrlIsMissingIt() {
        Violation violation = refusal(agentSkill().withSkillUrl(null));

        assertEquals(FieldPath.of(Field.SKILL_URL), violation.path());
        assertEquals(ViolationKind.REQUIRED, violation.kind());
    }

    @Test
    void anMcpServerWithASkillUrlIsAValueErrorAtTheSkillUrl() {
        Violation violation = refusal(mcpServer().withSkillUrl("https://skills.example.com/weather.md"));

        assertEquals(FieldPath.of(Field.SKILL_URL), violation.path());
        assertEquals(ViolationKind.OTHER_KINDS_URL, violation.kind());
    }

    @Test
    void anAgentSkillWithAnMcpDocUrlIsAValueErrorAtTheMcpDocUrl() {
        Violation violation = refusal(agentSkill().withMcpDocUrl("https://weather.example.com/mcp.json"));

        assertEquals(FieldPath.of(Field.MCP_DOC_URL), violation.path());
        assertEquals(ViolationKind.OTHER_KINDS_URL, violation.kind());
    }

    @Test
    void textIsStoredTrimmed() {
        ListingDetails details = register(agentSkill().withName("  Weather  ").withDescription("\tForecasts.\n")
                .withSetupRequirements("  Get a key.  ").withOwnerContact(" owner@example.com ")).details();

        assertEquals("Weather", details.name());
        assertEquals("Forecasts.", details.description());
        assertEquals("Get a key.", details.setupRequirements());
        assertEquals("owner@example.com", details.ownerContact());
    }

    @Test
    void aNameOf120CharactersAfterTrimmingIsAccepted() {
        assertEquals(120, register(mcpServer().withName("  " + "n".repeat(120) + "  ")).details().name().length());
    }

    /** Limits count characters as Pydantic does: an emoji is one character, though Java stores it in two units. */
    @Test
    void aNameOf120EmojiIsAcceptedAnd121AreTooLong() {
        String smile = "\uD83D\uDE00";

        assertEquals(240, register(mcpServer().withName(smile.repeat(120))).details().name().length());
        assertEquals(ViolationKind.TOO_LONG, refusal(mcpServer().withName(smile.repeat(121))).kind());
    }

    @Test
    void everyTextLimitCountsCharactersNotUtf16Units() {
        String han = "\uD840\uDC00"; // U+20000, a CJK extension B character
        register(agentSkill().withDescription(han.repeat(2000)).withSetupRequirements(han.repeat(2000))
                .withOwnerContact(han.repeat(200)).withTags(List.of(han.repeat(40))));

        assertEquals(Field.DESCRIPTION, refusal(agentSkill().withDescription(han.repeat(2001))).path().field());
        assertEquals(Field.OWNER_CONTACT, refusal(agentSkill().withOwnerContact(han.repeat(201))).path().field());
    }

    /** Python's str.strip(), which Pydantic trims with, counts the no-break spaces as whitespace; Java's does not. */
    @Test
    void noBreakSpacesAreTrimmedAsWhitespaceAndANameOfOnlyThoseIsTooShort() {
        assertEquals("Weather", register(mcpServer().withName("\u00a0Weather\u202f\u2007")).details().name());
        assertEquals(ViolationKind.TOO_SHORT, refusal(mcpServer().withName("\u00a0\u00a0")).kind());
    }

    @Test
    void blankOptionalTextReadsAsAbsent() {
        ListingDetails details = register(agentSkill().withSetupRequirements("   ").withOwnerContact(" ")).details();

        assertNull(details.setupRequirements());
        assertNull(details.ownerContact());
    }

    @Test
    void setupRequirementsAreDroppedForAnMcpServer() {
        assertNull(register(mcpServer().withSetupRequirements("Get a key.")).details().setupRequirements());
    }

    @Test
    void setupRequirementsAreKeptForAnAgentSkill() {
        assertEquals("Get a key.", register(agentSkill().withSetupRequirements("Get a key.")).details()
                .setupRequirements());
    }

    @Test
    void everyViolationOfOneRegistrationIsReportedTogether() {
        List<Violation> violations = Refusals.of(() -> register(
                mcpServer().withName("").withDescription("").withMcpDocUrl("ftp://weather.example.com/mcp.json")));

        assertEquals(List.of(Field.NAME, Field.DESCRIPTION, Field.MCP_DOC_URL),
                violations.stream().map(Violation::field).toList());
    }

    @Test
    void aRegistrationWithNothingInItReportsEveryRequiredField() {
        List<Violation> violations = Refusals.of(() -> ListingRules.register(
                new RegisterCommand(null, null, null, null, null, null, null, null)));

        assertEquals(List.of(Field.NAME, Field.DESCRIPTION, Field.SERVICE_TYPE),
                violations.stream().map(Violation::field).toList());
    }
}
