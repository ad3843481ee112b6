package dev.agentdirectory.app;

import dev.agentdirectory.core.Directory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Rebuilds the search index from the store at start, then keeps statuses true with the background re-prober. */
@Singleton
public class DirectoryLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(DirectoryLifecycle.class);

    private final Directory directory;
    private final boolean reprobeEnabled;
    private final int batchSize;
    private final ExecutorService workers;
    private final int concurrency;

    public DirectoryLifecycle(Directory directory,
                              @Value("${directory.reprobe.enabled:true}") boolean reprobeEnabled,
                              @Value("${directory.reprobe.batch-size:20}") int batchSize,
                              @Value("${directory.reprobe.concurrency:4}") int concurrency) {
        this.directory = directory;
        this.reprobeEnabled = reprobeEnabled;
        this.batchSize = batchSize;
        this.concurrency = Math.max(1, concurrency);
        this.workers = Executors.newFixedThreadPool(this.concurrency, runnable -> {
            Thread thread = new Thread(runnable, "reprober");
            thread.setDaemon(true);
            return thread;
        });
    }

    @EventListener
    void onStartup(StartupEvent event) {
        long started = System.nanoTime();
        int indexed = directory.rebuildSearchIndex();
        LOG.info("Search index rebuilt from the store: {} listings in {} ms", indexed,
                (System.nanoTime() - started) / 1_000_000);
    }

    @Scheduled(fixedDelay = "${directory.reprobe.interval:30s}", initialDelay = "${directory.reprobe.interval:30s}")
    void reprobeDueListings() {
        if (!reprobeEnabled) {
            return;
        }
        // Probes mostly wait on remote hosts, so several workers claim and probe batches side by side; the
        // store's claims keep them (and other instances) from probing the same listing twice.
        List<Future<?>> running = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            running.add(workers.submit(this::drainDueListings));
        }
        for (Future<?> worker : running) {
            try {
                worker.get();
            } catch (ExecutionException e) {
                LOG.warn("Background re-probe failed; it runs again at the next interval", e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void drainDueListings() {
        int probed;
        do {
            probed = directory.reprober().reprobeDue(batchSize);
        } while (probed == batchSize);
    }

    @PreDestroy
    void stopWorkers() {
        workers.shutdownNow();
    }
}
