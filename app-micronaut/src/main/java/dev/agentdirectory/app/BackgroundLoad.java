package dev.agentdirectory.app;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Something slow to load, loading on a thread of its own while the start goes on, and waited for only where it is
 * first needed. The start is mostly one thread's work (the framework's beans, the store and its migrations, the
 * index) on a machine of two cores or more: what loads beside it costs the start nothing, where in line it adds all
 * of its time.
 */
final class BackgroundLoad<T> {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundLoad.class);

    private final CompletableFuture<T> loaded = new CompletableFuture<>();

    private BackgroundLoad() {
    }

    /** Starts loading {@code what} (named for the log) on a daemon thread of its own, and returns at once. */
    static <T> BackgroundLoad<T> start(String what, Supplier<T> load) {
        BackgroundLoad<T> background = new BackgroundLoad<>();
        Thread thread = new Thread(() -> {
            long started = System.nanoTime();
            try {
                background.loaded.complete(load.get());
                LOG.info("{} loaded in {} ms", what, (System.nanoTime() - started) / 1_000_000);
            } catch (RuntimeException | Error e) {
                background.loaded.completeExceptionally(e);
            }
        }, "loading");
        thread.setDaemon(true);
        thread.start();
        return background;
    }

    /** What was loaded, once it is; a failure to load is thrown here as it was thrown by the load. */
    T await() {
        try {
            return loaded.join();
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
}
