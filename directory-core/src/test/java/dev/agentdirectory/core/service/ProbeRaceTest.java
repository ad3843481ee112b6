package dev.agentdirectory.core.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.testing.MutableClock;
import dev.agentdirectory.core.testing.Registrations;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ProbeRaceTest {

    private static final String OLD_URL = "https://old.example.com/mcp.json";
    private static final String NEW_URL = "https://new.example.com/mcp.json";

    private final MutableClock clock = new MutableClock(Instant.parse("2025-03-01T12:00:00Z"));
    private final InMemoryListingStore store = new InMemoryListingStore();
    private final AtomicReference<Runnable> duringOldUrlProbe = new AtomicReference<>(() -> { });
    private final Directory directory = Directory.builder()
            .store(store)
            .searchIndex(new InMemorySearchIndex())
            .clock(clock)
            .prober(url -> {
                if (url.toString().equals(OLD_URL)) {
                    duringOldUrlProbe.getAndSet(() -> { }).run();
                    return new ProbeObservation.Failed(ProbeReasonKind.CONNECTION_FAILED, "connection refused");
                }
                return new ProbeObservation.Answered(200, "application/json", false,
                        "{}".getBytes(StandardCharsets.UTF_8), false);
            })
            .build();

    @Test
    void aReportProbeThatEndsAfterTheOwnerMovedTheListingDoesNotOverwriteTheNewUrlsHealth() {
        var registered = directory.registration().register(Registrations.mcpServer().withMcpDocUrl(OLD_URL).command());
        ListingId id = registered.listing().id();
        clock.advance(Duration.ofMinutes(2));
        duringOldUrlProbe.set(() -> directory.updates().update(id, registered.apiKey().value(),
                UpdateCommand.nothing().withMcpDocUrl(NEW_URL)));

        var outcome = directory.reports().report(new ReportCommand(id.value(), "unreachable", null));

        assertEquals(CheckStatus.OK, outcome.lastCheckStatus());
        assertEquals(CheckStatus.OK, store.findById(id).orElseThrow().health().lastCheckStatus());
        assertEquals(0, store.findById(id).orElseThrow().health().consecutiveFailures());
    }
}
