package dev.agentdirectory.app;

import dev.agentdirectory.core.Directory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Rebuilds the search index from the store at start, then keeps statuses true with the background re-prober. */
@Singleton
public class DirectoryLifecycle {

    private static final Logger LOG = LoggerFactory.getLogger(DirectoryLifecycle.class);

    private final Directory directory;
    private final boolean reprobeEnabled;
    private final int batchSize;

    public DirectoryLifecycle(Directory directory,
                              @Value("${directory.reprobe.enabled:true}") boolean reprobeEnabled,
                              @Value("${directory.reprobe.batch-size:20}") int batchSize) {
        this.directory = directory;
        this.reprobeEnabled = reprobeEnabled;
        this.batchSize = batchSize;
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
        try {
            int probed;
            do {
                probed = directory.reprober().reprobeDue(batchSize);
            } while (probed == batchSize);
        } catch (RuntimeException e) {
            LOG.warn("Background re-probe failed; it runs again at the next interval", e);
        }
    }
}
