package dev.agentdirectory.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeObservation.Failed;
import dev.agentdirectory.core.probe.ProbeObservation.NotAttempted;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ProbeCapacityTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(1);

    private final RawServer silent = RawServer.silent();
    private final ExecutorService callers = Executors.newCachedThreadPool();
    private HttpProber prober;

    @AfterEach
    void close() throws Exception {
        callers.shutdownNow();
        prober.close();
        silent.close();
    }

    private HttpProber prober(int maxConcurrent, int maxQueued, int perHostConcurrent) {
        prober = new HttpProber(new AddressGuard(true),
                new ProbeLimits(maxConcurrent, maxQueued, perHostConcurrent, 1000, 100, 8192, 65536, 2), TIMEOUT);
        return prober;
    }

    private List<Future<ProbeObservation>> inBackground(int probes) {
        List<Future<ProbeObservation>> futures = new ArrayList<>();
        for (int i = 0; i < probes; i++) {
            futures.add(callers.submit(() -> prober.probe(silent.url())));
        }
        return futures;
    }

    @Test
    void aHostThatNeverAnswersFailsWithinTheDeadline() {
        long start = System.nanoTime();

        assertEquals(new Failed(ProbeReasonKind.TIMEOUT, "no answer within 1 s"), prober(4, 0, 2).probe(silent.url()));
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(TIMEOUT.plusMillis(500)) < 0);
    }

    @Test
    void withEverySlotHeldByHostsThatNeverAnswerTheNextProbeIsNotAttemptedAtOnce() throws Exception {
        prober(2, 0, 2);
        List<Future<ProbeObservation>> hanging = inBackground(2);
        awaitAtLeast(silent::connections, 2);
        long start = System.nanoTime();

        ProbeObservation next = prober.probe(silent.url());

        assertInstanceOf(NotAttempted.class, next);
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofMillis(200)) < 0);
        for (Future<ProbeObservation> probe : hanging) {
            assertInstanceOf(Failed.class, probe.get());
        }
    }

    @Test
    void aProbeThatSpentItsDeadlineWaitingForASlotIsNotAttempted() throws Exception {
        prober(1, 1, 1);
        Future<ProbeObservation> first = inBackground(1).get(0);
        awaitAtLeast(silent::connections, 1);

        ProbeObservation queued = prober.probe(silent.url());

        assertInstanceOf(NotAttempted.class, queued);
        assertInstanceOf(Failed.class, first.get());
        assertEquals(1, silent.connections());
    }

    @Test
    void probesOfOneHostBeyondItsShareAreNotAttemptedAndNeverReachIt() throws Exception {
        prober(8, 0, 2);

        List<Future<ProbeObservation>> probes = inBackground(6);

        long notAttempted = 0;
        for (Future<ProbeObservation> probe : probes) {
            notAttempted += probe.get() instanceof NotAttempted ? 1 : 0;
        }
        // The two that got the host's share hang to the deadline; on a loaded machine they may also count as not
        // attempted (they waited for their slot), so only the share is exact.
        assertTrue(notAttempted >= 4, notAttempted + " not attempted");
        assertEquals(2, silent.connections());
    }

    private static void awaitAtLeast(IntSupplier count, int expected) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (count.getAsInt() < expected) {
            assertTrue(System.nanoTime() < deadline, "only " + count.getAsInt() + " of " + expected);
            Thread.sleep(5);
        }
    }
}
