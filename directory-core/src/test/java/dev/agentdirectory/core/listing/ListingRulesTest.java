package dev.agentdirectory.core.listing;

import static dev.agentdirectory.core.testing.Registrations.agentSkill;
import static dev.agentdirectory.core.testing.Registrations.mcpServer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
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

        assertEquals(List.of("name"), violation.location());
        assertEquals(ViolationType.STRING_TOO_LONG, violation.type());
        assertEquals(Map.of("max_length", 120), violation.context());
    }

    @Test
    void anEmptyNameIsTooShort() {
        Violation violation = refusal(mcpServer().withName(""));

        assertEquals(List.of("name"), violation.location());
        assertEquals(ViolationType.STRING_TOO_SHORT, violation.type());
        assertEquals(Map.of("min_length", 1), violation.context());
    }

    @Test
    void aNameOfOnlyWhitespaceIsTooShort() {
        Violation violation = refusal(mcpServer().withName(" \t\n "));

        assertEquals(List.of("name"), violation.location());
        assertEquals(ViolationType.STRING_TOO_SHORT, violation.type());
    }

    @Test
    void aDescriptionOf2000CharactersIsAccepted() {
        assertEquals(2000, register(mcpServer().withDescription("d".repeat(2000))).details().description().length());
    }

    @Test
    void aDescriptionOf2001CharactersIsTooLong() {
        Violation violation = refusal(mcpServer().withDescription("d".repeat(2001)));

        assertEquals(List.of("description"), violation.location());
        assertEquals(ViolationType.STRING_TOO_LONG, violation.type());
        assertEquals(Map.of("max_length", 2000), violation.context());
    }

    @Test
    void anEmptyDescriptionIsTooShort() {
        Violation violation = refusal(mcpServer().withDescription("   "));

        assertEquals(List.of("description"), violation.location());
        assertEquals(ViolationType.STRING_TOO_SHORT, violation.type());
    }

    @Test
    void setupRequirementsOf2000CharactersAreAccepted() {
        NewListing listing = register(agentSkill().withSetupRequirements("s".repeat(2000)));

        assertEquals(2000, listing.details().setupRequirements().length());
    }

    @Test
    void setupRequirementsOf2001CharactersAreTooLong() {
        Violation violation = refusal(agentSkill().withSetupRequirements("s".repeat(2001)));

        assertEquals(List.of("setup_requirements"), violation.location());
        assertEquals(ViolationType.STRING_TOO_LONG, violation.type());
        assertEquals(Map.of("max_length", 2000), violation.context());
    }

    @Test
    void anOwnerContactOf200CharactersIsAccepted() {
        assertEquals(200, register(mcpServer().withOwnerContact("c".repeat(200))).details().ownerContact().length());
    }

    @Test
    void anOwnerContactOf201CharactersIsTooLong() {
        Violation violation = refusal(mcpServer().withOwnerContact("c".repeat(201)));

        assertEquals(List.of("owner_contact"), violation.location());
        assertEquals(ViolationType.STRING_TOO_LONG, violation.type());
        assertEquals(Map.of("max_length", 200), violation.context());
    }

    @Test
    void aMissingNameIsMissing() {
        Violation violation = refusal(mcpServer().withName(null));

        assertEquals(List.of("name"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void aMissingDescriptionIsMissing() {
        Violation violation = refusal(mcpServer().withDescription(null));

        assertEquals(List.of("description"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void aMissingServiceTypeIsMissing() {
        Violation violation = refusal(mcpServer().withServiceType(null));

        assertEquals(List.of("service_type"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void anUnknownServiceTypeIsALiteralErrorNamingTheKnownTypes() {
        Violation violation = refusal(mcpServer().withServiceType("web_app"));

        assertEquals(List.of("service_type"), violation.location());
        assertEquals(ViolationType.LITERAL_ERROR, violation.type());
        assertEquals("web_app", violation.input());
        assertEquals(Map.of("expected", "'mcp_server' or 'agent_skill'"), violation.context());
    }

    @Test
    void anMcpServerWithoutAnMcpDocUrlIsMissingIt() {
        Violation violation = refusal(mcpServer().withMcpDocUrl(null));

        assertEquals(List.of("mcp_doc_url"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void anAgentSkillWithoutASkillUrlIsMissingIt() {
        Violation violation = refusal(agentSkill().withSkillUrl(null));

        assertEquals(List.of("skill_url"), violation.location());
        assertEquals(ViolationType.MISSING, violation.type());
    }

    @Test
    void anMcpServerWithASkillUrlIsAValueErrorAtTheSkillUrl() {
        Violation violation = refusal(mcpServer().withSkillUrl("https://skills.example.com/weather.md"));

        assertEquals(List.of("skill_url"), violation.location());
        assertEquals(ViolationType.VALUE_ERROR, violation.type());
    }

    @Test
    void anAgentSkillWithAnMcpDocUrlIsAValueErrorAtTheMcpDocUrl() {
        Violation violation = refusal(agentSkill().withMcpDocUrl("https://weather.example.com/mcp.json"));

        assertEquals(List.of("mcp_doc_url"), violation.location());
        assertEquals(ViolationType.VALUE_ERROR, violation.type());
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

        assertEquals(List.of(List.of("name"), List.of("description"), List.of("mcp_doc_url")),
                violations.stream().map(Violation::location).toList());
    }

    @Test
    void aRegistrationWithNothingInItReportsEveryRequiredField() {
        List<Violation> violations = Refusals.of(() -> ListingRules.register(
                new RegisterCommand(null, null, null, null, null, null, null, null)));

        assertEquals(List.of(List.of("name"), List.of("description"), List.of("service_type")),
                violations.stream().map(Violation::location).toList());
    }
}
