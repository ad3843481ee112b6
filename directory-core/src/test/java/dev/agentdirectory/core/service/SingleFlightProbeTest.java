package dev.agentdirectory.core.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.core.port.in.ReportOutcome;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.testing.BlockingProber;
import dev.agentdirectory.core.testing.MutableClock;
import dev.agentdirectory.core.testing.Registrations;
import dev.agentdirectory.core.testing.ScriptedProber;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class SingleFlightProbeTest {

    private static final int REPORTERS = 20;
    private static final ProbeReason REFUSED = ProbeReason.of(ProbeReasonKind.CONNECTION_FAILED);

    private final MutableClock clock = new MutableClock(Instant.parse("2025-03-01T12:00:00Z"));
    private final BlockingProber prober = new BlockingProber();
    private final InMemoryListingStore store = new InMemoryListingStore();
    private final Directory directory = Directory.builder().store(store).searchIndex(new InMemorySearchIndex())
            .prober(prober).clock(clock).build();
    private final ListingId id = directory.registration().register(Registrations.mcpServer().command())
            .listing().id();

    @Test
    void twentySimultaneousReportsPastTheCooldownMakeOneProbe() throws Exception {
        clock.advance(Duration.ofMinutes(2));
        prober.hold();
        prober.answer(ScriptedProber.connectionRefused());
        Set<ReportOutcome> outcomes = ConcurrentHashMap.newKeySet();
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> reporters = new ArrayList<>();
        for (int i = 0; i < REPORTERS; i++) {
            reporters.add(started(() -> {
                await(go);
                outcomes.add(report());
            }));
        }

        go.countDown();
        prober.awaitProbeInFlight();
        awaitAllButOneWaiting(reporters);
        prober.release();
        joinAll(reporters);

        assertEquals(2, prober.calls());
        assertEquals(Set.of(new ReportOutcome(id, CheckStatus.UNREACHABLE, true, REFUSED)), outcomes);
        assertEquals(new ReportCounters(REPORTERS, REPORTERS), store.findById(id).orElseThrow().reports());
        assertEquals(1, store.findById(id).orElseThrow().health().consecutiveFailures());
    }

    @Test
    void aReportRacingTheReproberWaitsForItsProbeAndSharesIt() throws Exception {
        clock.advance(Duration.ofDays(1));
        prober.hold();
        prober.answer(ScriptedProber.connectionRefused());
        Thread reprober = started(() -> directory.reprober().reprobeDue(10, () -> false));
        prober.awaitProbeInFlight();
        List<ReportOutcome> outcome = new ArrayList<>();
        Thread reporter = started(() -> outcome.add(report()));

        awaitAllButOneWaiting(List.of(reprober, reporter));
        prober.release();
        joinAll(List.of(reprober, reporter));

        assertEquals(2, prober.calls());
        assertEquals(List.of(new ReportOutcome(id, CheckStatus.UNREACHABLE, true, REFUSED)), outcome);
    }

    private ReportOutcome report() {
        return directory.reports().report(new ReportCommand(id.value(), "unreachable", null));
    }

    private static Thread started(Runnable body) {
        Thread thread = new Thread(body);
        thread.start();
        return thread;
    }

    /** One thread is the probe in flight; every other one must be parked, waiting to share its result. */
    private static void awaitAllButOneWaiting(List<Thread> threads) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (threads.stream().filter(t -> t.getState() == Thread.State.WAITING).count() < threads.size() - 1) {
            assertTrue(System.nanoTime() < deadline, "threads never all waited for the probe in flight");
            Thread.sleep(1);
        }
    }

    private static void joinAll(List<Thread> threads) throws InterruptedException {
        for (Thread thread : threads) {
            thread.join(5_000);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
