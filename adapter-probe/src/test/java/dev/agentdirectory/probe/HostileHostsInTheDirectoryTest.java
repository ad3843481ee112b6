package dev.agentdirectory.probe;

import static dev.agentdirectory.probe.FixtureServer.respond;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.testing.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The directory wired with the real prober, against real hosts that misbehave. */
class HostileHostsInTheDirectoryTest {

    private static final int PER_HOST_PER_MINUTE = 5;

    private final FixtureServer host = new FixtureServer();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger mostInFlight = new AtomicInteger();
    private final MutableClock clock = new MutableClock(Instant.parse("2025-03-01T12:00:00Z"));
    private final InMemoryListingStore store = new InMemoryListingStore();
    private final HttpProber prober = new HttpProber(new AddressGuard(true),
            new ProbeLimits(32, 16, 2, PER_HOST_PER_MINUTE, 100, 8192, 65536, 4));
    private final Directory directory = Directory.builder().store(store).searchIndex(new InMemorySearchIndex())
            .prober(prober).clock(clock).build();

    @AfterEach
    void close() {
        prober.close();
        host.close();
    }

    @Test
    void twentyListingsOnOneHostNeverMakeMoreThanItsShareOfRequests() throws Exception {
        host.on("/", exchange -> {
            requests.incrementAndGet();
            mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            sleep(Duration.ofMillis(100));
            inFlight.decrementAndGet();
            respond(exchange, 200, "application/json", "{}");
        });
        ExecutorService owners = Executors.newFixedThreadPool(20);
        List<Future<ListingId>> registrations = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            String url = host.url("/listing/" + i + "/mcp.json").toString();
            registrations.add(owners.submit(() -> register(url)));
        }

        for (Future<ListingId> registration : registrations) {
            assertEquals(CheckStatus.OK, store.findById(registration.get()).orElseThrow().health().lastCheckStatus());
        }
        owners.shutdown();
        assertTrue(requests.get() <= PER_HOST_PER_MINUTE, requests.get() + " requests");
        assertTrue(mostInFlight.get() <= 2, mostInFlight.get() + " at once");
    }

    @Test
    void aHostAnswering429WithRetryAfterIsNotProbedAgainBeforeIt() {
        host.on("/busy", exchange -> {
            requests.incrementAndGet();
            exchange.getResponseHeaders().set("Retry-After", "120");
            respond(exchange, 429, "text/plain", "slow down");
        });
        ListingId id = register(host.url("/busy").toString());

        clock.advance(Duration.ofSeconds(61));
        report(id);
        directory.reprober().reprobeDue(10, () -> false);
        clock.advance(Duration.ofSeconds(58));
        report(id);
        directory.reprober().reprobeDue(10, () -> false);
        assertEquals(1, requests.get());

        clock.advance(Duration.ofSeconds(1));
        report(id);
        assertEquals(2, requests.get());
    }

    @Test
    void aHostThatKeepsThrottlingIsLeftAloneLongerEachTime() {
        host.on("/busy", exchange -> {
            requests.incrementAndGet();
            exchange.getResponseHeaders().set("Retry-After", "60");
            respond(exchange, 429, "text/plain", "slow down");
        });
        register(host.url("/busy").toString());

        List<Instant> probedAt = new ArrayList<>();
        for (int second = 0; second <= 15 * 60; second++) {
            int before = requests.get();
            directory.reprober().reprobeDue(10, () -> false);
            if (requests.get() > before) {
                probedAt.add(clock.instant());
            }
            clock.advance(Duration.ofSeconds(1));
        }

        Instant registered = Instant.parse("2025-03-01T12:00:00Z");
        assertEquals(List.of(registered.plusSeconds(60), registered.plusSeconds(180), registered.plusSeconds(420),
                registered.plusSeconds(900)), probedAt);
    }

    private ListingId register(String url) {
        return directory.registration().register(new RegisterCommand("Weather", "Forecasts for any city.",
                "mcp_server", url, null, null, List.of(), null)).listing().id();
    }

    private void report(ListingId id) {
        directory.reports().report(new ReportCommand(id.value(), "unreachable", null));
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
