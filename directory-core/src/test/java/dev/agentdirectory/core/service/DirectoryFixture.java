package dev.agentdirectory.core.service;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.ReportOutcome;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.port.out.TextEmbedder;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.testing.MutableClock;
import dev.agentdirectory.core.testing.RecordingEvents;
import dev.agentdirectory.core.testing.Registrations;
import dev.agentdirectory.core.testing.ScriptedProber;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** A directory on the in-memory adapters, a scripted prober and a clock the test moves. */
final class DirectoryFixture {

    static final Instant START = Instant.parse("2025-03-01T12:00:00Z");
    static final Duration PAST_COOLDOWN = Duration.ofSeconds(61);

    final MutableClock clock = new MutableClock(START);
    final ScriptedProber prober = new ScriptedProber();
    final InMemoryListingStore store = new InMemoryListingStore(clock);
    final RecordingEvents events = new RecordingEvents();
    final Directory directory = following(on(new InMemorySearchIndex()));

    private final AtomicInteger hosts = new AtomicInteger();

    Directory on(SearchIndex index) {
        return Directory.builder().store(store).searchIndex(index).prober(prober).clock(clock).events(events)
                .build();
    }

    /** A directory on this store with a model for search by meaning, its own index opened and following. */
    Directory withEmbedder(TextEmbedder embedder) {
        return following(Directory.builder().store(store).searchIndex(new InMemorySearchIndex()).prober(prober)
                .clock(clock).events(events).embedder(embedder).build());
    }

    /** The directory with its index opened and following the store, as the application starts it. */
    static Directory following(Directory directory) {
        directory.indexFollower().follow();
        return directory;
    }

    String nextUrl() {
        return "https://host" + hosts.incrementAndGet() + ".example.com/.well-known/mcp.json";
    }

    Registration register(Registrations registration) {
        return directory.registration().register(registration.command());
    }

    /** The command registering an MCP server at a URL of its own, unprobed (the prober answers its default). */
    RegisterCommand nextServer(String name, String description) {
        return Registrations.mcpServer().withName(name).withDescription(description).withMcpDocUrl(nextUrl())
                .command();
    }

    /** Registers an MCP server at a URL of its own, which answers the given observations in turn. */
    Registration registerServer(String name, String description, ProbeObservation... observations) {
        String url = nextUrl();
        if (observations.length > 0) {
            prober.script(url, observations);
        }
        return register(Registrations.mcpServer().withName(name).withDescription(description).withMcpDocUrl(url));
    }

    Listing stored(ListingId id) {
        return store.findById(id).orElseThrow();
    }

    SearchResult search(String query) {
        return directory.search().search(SearchQuery.of(query));
    }

    List<ListingId> found(String query) {
        return search(query).hits().stream().map(hit -> hit.listing().id()).toList();
    }

    ReportOutcome report(ListingId id) {
        return directory.reports().report(new ReportCommand(id.value(), "unreachable", null));
    }

    ReportOutcome reportPastCooldown(ListingId id) {
        clock.advance(PAST_COOLDOWN);
        return report(id);
    }

    static String urlOf(Registration registration) {
        return registration.listing().details().url().toString();
    }

    static ListingId idOf(Registration registration) {
        return registration.listing().id();
    }
}
