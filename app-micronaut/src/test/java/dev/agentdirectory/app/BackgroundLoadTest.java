package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The model loads beside the start: starting its load returns at once, and only its first use waits for it. */
class BackgroundLoadTest {

    @Test
    void startingALoadReturnsWhileItIsStillLoadingOnAThreadOfItsOwn() throws InterruptedException {
        CountDownLatch loading = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<Thread> loadedBy = new AtomicReference<>();

        BackgroundLoad<String> model = BackgroundLoad.start("a model", () -> {
            loadedBy.set(Thread.currentThread());
            loading.countDown();
            awaitQuietly(release); // a load run in line would wait here in vain, then fail the test below
            return "loaded";
        });

        assertTrue(loading.await(10, TimeUnit.SECONDS), "the load runs while the caller goes on");
        assertNotEquals(Thread.currentThread(), loadedBy.get());
        release.countDown();
        assertEquals("loaded", model.await());
    }

    @Test
    void aLoadThatFailsFailsItsFirstUseWithTheLoadsOwnException() {
        IllegalStateException failure = new IllegalStateException("cannot load the embedding model");

        BackgroundLoad<String> model = BackgroundLoad.start("a model", () -> {
            throw failure;
        });

        assertSame(failure, assertThrows(IllegalStateException.class, model::await));
        assertSame(failure, assertThrows(IllegalStateException.class, model::await), "and every use after it");
    }

    @Test
    void aNativeLibraryThatCannotLinkIsThrownAsTheErrorItIs() {
        UnsatisfiedLinkError failure = new UnsatisfiedLinkError("no onnxruntime in java.library.path");

        BackgroundLoad<String> model = BackgroundLoad.start("a model", () -> {
            throw failure;
        });

        assertSame(failure, assertThrows(UnsatisfiedLinkError.class, model::await));
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
