package dev.agentdirectory.core.testing;

import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.ProbeObservation;
import java.net.URI;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** A prober whose probes, once {@link #hold()} is called, wait in flight until the test releases them. */
public final class BlockingProber implements Prober {

    private final AtomicInteger calls = new AtomicInteger();
    private volatile CountDownLatch started = new CountDownLatch(0);
    private volatile CountDownLatch release = new CountDownLatch(0);
    private volatile ProbeObservation answer = ScriptedProber.healthy();

    public void hold() {
        started = new CountDownLatch(1);
        release = new CountDownLatch(1);
    }

    public void answer(ProbeObservation observation) {
        answer = observation;
    }

    public void awaitProbeInFlight() throws InterruptedException {
        if (!started.await(5, TimeUnit.SECONDS)) {
            throw new AssertionError("no probe started");
        }
    }

    public void release() {
        release.countDown();
    }

    public int calls() {
        return calls.get();
    }

    @Override
    public ProbeObservation probe(URI url) {
        calls.incrementAndGet();
        started.countDown();
        try {
            if (!release.await(5, TimeUnit.SECONDS)) {
                throw new AssertionError("probe never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return answer;
    }
}
