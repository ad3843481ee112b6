package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static dev.agentdirectory.core.testing.ScriptedProber.answer;
import static dev.agentdirectory.core.testing.ScriptedProber.connectionRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.testing.Registrations;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A server is found by what its document says its tools do, as the last ok probe read it. */
class DocumentInSearchTest {

    private final DirectoryFixture fixture = new DirectoryFixture();

    private static ProbeObservation documentWithTool(String name, String description) {
        return answer(200, "{\"tools\": [{\"name\": \"" + name + "\", \"description\": \"" + description + "\"}]}");
    }

    private Registration chatBridge(ProbeObservation... observations) {
        return fixture.registerServer("Chat bridge", "Connects agents to people.", observations);
    }

    private void reprobeAfterADay() {
        fixture.clock.advance(Duration.ofHours(25));
        fixture.directory.reprober().reprobeDue(10, () -> false);
    }

    @Test
    void aServerIsFoundByWhatItsToolsDo() {
        Registration bridge = chatBridge(documentWithTool("send_slack_message", "Posts to a channel."));

        assertEquals(List.of(idOf(bridge)), fixture.found("slack"));
        assertEquals(List.of(idOf(bridge)), fixture.found("post in a channel"));
    }

    @Test
    void theOwnersDescriptionOutranksTheDocument() {
        Registration documented = chatBridge(documentWithTool("send_slack_message", "Posts to a channel."));
        Registration described = fixture.registerServer("Messenger", "Slack for agents.");

        assertEquals(List.of(idOf(described), idOf(documented)), fixture.found("slack"));
    }

    @Test
    void aChangedDocumentIsSearchedAfterTheNextProbe() {
        Registration bridge = chatBridge(documentWithTool("send_slack_message", "Posts to a channel."),
                documentWithTool("send_discord_message", "Posts to a server."));

        reprobeAfterADay();

        assertEquals(List.of(idOf(bridge)), fixture.found("discord"));
        assertEquals(List.of(), fixture.found("slack"));
    }

    @Test
    void aDocumentOutOfReachKeepsWhatItLastSaid() {
        Registration bridge = chatBridge(documentWithTool("send_slack_message", "Posts to a channel."),
                connectionRefused());

        reprobeAfterADay();

        assertEquals(List.of(idOf(bridge)), fixture.found("slack"));
    }

    @Test
    void aDocumentThatNoLongerDescribesToolsClearsWhatItSaid() {
        chatBridge(documentWithTool("send_slack_message", "Posts to a channel."), answer(200, "{\"version\": 2}"));

        reprobeAfterADay();

        assertEquals(List.of(), fixture.found("slack"));
    }

    @Test
    void aServerMovedToAnotherUrlIsNoLongerFoundByTheOldDocument() {
        Registration bridge = chatBridge(documentWithTool("send_slack_message", "Posts to a channel."));
        String moved = fixture.nextUrl();
        fixture.prober.script(moved, connectionRefused());

        fixture.directory.updates().update(idOf(bridge), bridge.apiKey().value(),
                UpdateCommand.nothing().withMcpDocUrl(moved));

        assertEquals(List.of(), fixture.found("slack"));
        assertEquals("", fixture.stored(idOf(bridge)).document().text());
    }

    @Test
    void theDocumentIsKeptWithTheListing() {
        ListingId bridge = idOf(chatBridge(documentWithTool("getWeather", "Forecasts by city.")));

        assertEquals("get Weather. Forecasts by city.", fixture.stored(bridge).document().text());
    }

    @Test
    void aSkillIsFoundByItsHeadings() {
        String url = "https://skills.example.com/SKILL.md";
        fixture.prober.script(url, answer(200, "---\nname: tables\ndescription: Formats data.\n---\n# Pivot tables\n"));
        Registration skill = fixture.register(Registrations.agentSkill().withName("Tables").withSkillUrl(url));

        assertEquals(List.of(idOf(skill)), fixture.found("pivot"));
    }
}
