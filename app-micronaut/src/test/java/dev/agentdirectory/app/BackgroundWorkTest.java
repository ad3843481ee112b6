package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The stop waits for the background work that runs, and no work starts after it. */
class BackgroundWorkTest {

    private final BackgroundWork work = new BackgroundWork();

    @Test
    void workRunsUntilTheStop() {
        AtomicBoolean ran = new AtomicBoolean();

        assertTrue(work.run(() -> ran.set(true)));
        assertTrue(ran.get());
        assertFalse(work.stopping());
    }

    @Test
    void theStopWaitsForTheWorkThatRunsAndTellsItToEnd() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean sawTheStop = new AtomicBoolean();
        CompletableFuture<Boolean> running = CompletableFuture.supplyAsync(() -> work.run(() -> {
            started.countDown();
            while (!work.stopping()) {
                Thread.onSpinWait();
            }
            sleep(200); // the step in hand
            sawTheStop.set(true);
        }));
        assertTrue(started.await(5, TimeUnit.SECONDS));

        assertTrue(work.stop(Duration.ofSeconds(5)));

        assertTrue(sawTheStop.get(), "the stop returned only once the work had ended");
        assertTrue(running.get(5, TimeUnit.SECONDS));
    }

    @Test
    void noWorkStartsAfterTheStop() throws Exception {
        work.stop(Duration.ofSeconds(1));
        AtomicBoolean ran = new AtomicBoolean();

        boolean started = CompletableFuture.supplyAsync(() -> work.run(() -> ran.set(true))).get(5, TimeUnit.SECONDS);

        assertFalse(started);
        assertFalse(ran.get());
    }

    @Test
    void theStopWaitsNoLongerThanItsBound() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture.runAsync(() -> work.run(() -> {
            started.countDown();
            await(release);
        }));
        assertTrue(started.await(5, TimeUnit.SECONDS));

        long began = System.nanoTime();
        boolean ended = work.stop(Duration.ofMillis(100));

        assertFalse(ended, "the work that ignores the stop is still running");
        assertTrue(System.nanoTime() - began < TimeUnit.SECONDS.toNanos(5));
        release.countDown();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
