package dev.agentdirectory.app;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Something slow to make, made on a thread of its own while the start goes on, and waited for only where it is first
 * needed. The start is mostly one thread's work (the framework's beans, the store and its migrations); on a machine
 * of two cores or more, what is made beside it costs the start little, where in line it adds all of its time
 * (docs/performance.md, "Slow parts made beside the start").
 *
 * <p>Whoever {@linkplain #take() takes} the thing owns it from then on and closes it. Closing this closes it only if
 * nobody did: a start that failed before taking it leaves no index lock or native session behind.
 */
final class BackgroundLoad<T extends AutoCloseable> implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundLoad.class);

    /** Loads begun and neither taken nor closed: what a failed start waits for before the JVM exits. */
    private static final Set<BackgroundLoad<?>> UNSETTLED = ConcurrentHashMap.newKeySet();

    private final CompletableFuture<T> made = new CompletableFuture<>();
    private volatile boolean taken;

    private BackgroundLoad() {
    }

    /** Starts making {@code what} (named for the log) on a daemon thread of its own, and returns at once. */
    static <T extends AutoCloseable> BackgroundLoad<T> start(String what, Supplier<T> make) {
        BackgroundLoad<T> load = new BackgroundLoad<>();
        UNSETTLED.add(load);
        Thread thread = new Thread(() -> {
            long started = System.nanoTime();
            try {
                load.made.complete(make.get());
                LOG.info("{} ready in {} ms", what, (System.nanoTime() - started) / 1_000_000);
            } catch (RuntimeException | Error e) {
                load.made.completeExceptionally(e);
            }
        }, "loading: " + what);
        thread.setDaemon(true);
        thread.start();
        return load;
    }

    /** The thing, once it is made, for the caller to own; a failure to make it is thrown here as it was thrown. */
    T take() {
        try {
            T thing = made.join();
            taken = true;
            UNSETTLED.remove(this);
            return thing;
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw e;
        }
    }

    /**
     * Waits for every load still in progress and closes what none took. A start that fails exits the JVM at once,
     * and a model whose native session was still being made then crashed it (SIGSEGV in ONNX Runtime, exit 134 and
     * an hs_err file, instead of the start's exit 1 and its sentence): the exit ran the native library's teardown
     * under the thread still inside it.
     */
    static void settleAll(Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        for (BackgroundLoad<?> load : List.copyOf(UNSETTLED)) {
            try {
                load.made.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException e) {
                continue; // nothing made, or still making after the bound: the exit goes ahead
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            try {
                load.close();
            } catch (Exception e) {
                LOG.debug("A background load failed to close after a failed start", e);
            }
        }
    }

    @Override
    public void close() throws Exception {
        UNSETTLED.remove(this);
        T thing;
        try {
            thing = made.join();
        } catch (CompletionException e) {
            return; // nothing was made
        }
        if (!taken) {
            thing.close();
        }
    }
}
