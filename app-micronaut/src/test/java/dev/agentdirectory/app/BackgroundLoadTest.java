package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Slow parts are made beside the start: starting to make one returns at once, only its first use waits for it, and
 * a start that fails before using it leaves nothing open.
 */
class BackgroundLoadTest {

    @Test
    void startingToMakeAPartReturnsWhileItIsMadeOnAThreadOfItsOwn() throws Exception {
        CountDownLatch making = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<Thread> madeBy = new AtomicReference<>();
        Part part = new Part();

        try (BackgroundLoad<Part> load = BackgroundLoad.start("a part", () -> {
            madeBy.set(Thread.currentThread());
            making.countDown();
            awaitQuietly(release); // made in line, it would wait here in vain, then fail the test below
            return part;
        })) {
            assertTrue(making.await(10, TimeUnit.SECONDS), "the part is made while the caller goes on");
            assertNotEquals(Thread.currentThread(), madeBy.get());
            release.countDown();
            assertSame(part, load.take());
        }
    }

    @Test
    void aPartThatCannotBeMadeFailsItsFirstUseWithItsOwnException() throws Exception {
        IllegalStateException failure = new IllegalStateException("cannot load the embedding model");

        try (BackgroundLoad<Part> load = BackgroundLoad.start("a part", () -> {
            throw failure;
        })) {
            assertSame(failure, assertThrows(IllegalStateException.class, load::take));
            assertSame(failure, assertThrows(IllegalStateException.class, load::take), "and every use after it");
        }
    }

    @Test
    void aNativeLibraryThatCannotLinkIsThrownAsTheErrorItIs() throws Exception {
        UnsatisfiedLinkError failure = new UnsatisfiedLinkError("no onnxruntime in java.library.path");

        try (BackgroundLoad<Part> load = BackgroundLoad.start("a part", () -> {
            throw failure;
        })) {
            assertSame(failure, assertThrows(UnsatisfiedLinkError.class, load::take));
        }
    }

    @Test
    void aPartNobodyTookIsClosedWithTheLoad() throws Exception {
        Part part = new Part();

        BackgroundLoad.start("a part", () -> part).close();

        assertTrue(part.closed, "a start that failed before taking the part leaves it closed");
    }

    @Test
    void aPartTakenIsLeftOpenForItsOwnerToClose() throws Exception {
        Part part = new Part();
        BackgroundLoad<Part> load = BackgroundLoad.start("a part", () -> part);

        load.take();
        load.close();

        assertFalse(part.closed);
    }

    @Test
    void aFailedStartWaitsForPartsStillBeingMadeAndClosesThemBeforeTheExit() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Part part = new Part();
        BackgroundLoad.start("a slow part", () -> {
            awaitQuietly(release);
            return part;
        });
        Thread releaser = new Thread(() -> {
            sleepQuietly(300);
            release.countDown();
        });
        releaser.start();

        BackgroundLoad.settleAll(Duration.ofSeconds(10));

        assertTrue(part.closed, "settled only once the part was made, and closed");
        releaser.join();
    }

    @Test
    void aPartStillBeingMadeAfterTheBoundIsLeftToTheExit() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Part part = new Part();
        BackgroundLoad<Part> load = BackgroundLoad.start("a stuck part", () -> {
            awaitQuietly(release);
            return part;
        });

        long started = System.nanoTime();
        BackgroundLoad.settleAll(Duration.ofMillis(200));

        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(5));
        assertFalse(part.closed);
        release.countDown();
        load.close();
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static final class Part implements AutoCloseable {

        volatile boolean closed;

        @Override
        public void close() {
            closed = true;
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
