package dev.agentdirectory.app;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.persistence.search.LuceneSearchIndex;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.ShutdownEvent;
import io.micronaut.context.event.StartupEvent;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.graceful.GracefulShutdownCapable;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * Opens the search index at start (resuming from its mark, or rebuilding it in the background), keeps it following
 * the store's change log, commits it every few seconds and compacts the log (and, after a rebuild, gives back the heap
 * it took); embeds listings for search by meaning;
 * and keeps statuses true with the background re-prober, which a graceful shutdown lets finish the probes in hand.
 */
@Singleton
public class DirectoryLifecycle implements GracefulShutdownCapable {

    private static final Logger LOG = LoggerFactory.getLogger(DirectoryLifecycle.class);
    private static final ThreadFactory DAEMONS = runnable -> {
        Thread thread = new Thread(runnable, "reprober");
        thread.setDaemon(true);
        return thread;
    };

    /** A probe in hand ends within its 5 s budget; the stop waits that long and some more for the work to end. */
    private static final Duration STOP_WAIT = Duration.ofSeconds(10);
    private static final Duration EMBEDDING_ROUND = Duration.ofSeconds(1);
    private static final int EMBEDDING_BATCH = 16;

    private final Directory directory;
    private final LuceneSearchIndex searchIndex;
    private final HeapRelease heapRelease;
    private final Duration tombstoneRetention;
    private final boolean reprobeEnabled;
    private final int batchSize;
    private final ExecutorService workers;
    private final int concurrency;
    private final BackgroundWork background = new BackgroundWork();
    private final RetriedFailures retriedFailures = new RetriedFailures(System::nanoTime);
    // Set once the start has opened the index (or tried to): the scheduled follow waits for that, since a follow that
    // came first would begin an empty store's rebuild in the background, where the start builds it before any request.
    private volatile boolean opened;

    public DirectoryLifecycle(Directory directory, LuceneSearchIndex searchIndex, HeapRelease heapRelease,
                              @Value("${directory.search.tombstone-retention:7d}") Duration tombstoneRetention,
                              @Value("${directory.reprobe.enabled:true}") boolean reprobeEnabled,
                              @Value("${directory.reprobe.batch-size:20}") int batchSize,
                              @Value("${directory.reprobe.concurrency:4}") int concurrency) {
        this.directory = directory;
        this.searchIndex = searchIndex;
        this.heapRelease = heapRelease;
        this.tombstoneRetention = tombstoneRetention;
        this.reprobeEnabled = reprobeEnabled;
        this.batchSize = batchSize;
        this.concurrency = Math.max(1, concurrency);
        this.workers = Executors.newFixedThreadPool(this.concurrency, DAEMONS);
    }

    /**
     * Reopens the index before the server takes requests, so that the first searches wait for it to apply what the
     * store committed since its last commit (a crash's acknowledged writes among them) instead of answering from the
     * index as the last run left it; the catch-up itself runs in the background. A new index, or one from another
     * database or release, is rebuilt in the background meanwhile, and searches are answered from what it has.
     */
    @EventListener
    void onStartup(StartupEvent event) {
        try {
            directory.indexFollower().open();
        } catch (RuntimeException e) {
            failed(Level.WARN, "The search index could not be reopened at start (the store is unreachable?); the "
                    + "background catch-up tries again", e);
        } finally {
            opened = true;
        }
        Thread opening = new Thread(this::openIndex, "index-opening");
        opening.setDaemon(true);
        opening.start();
    }

    /** Catches the index up with the store, on a thread of its own from the start on, and reports when it has. */
    void openIndex() {
        background.run(this::openAndCatchUp);
    }

    private void openAndCatchUp() {
        long started = System.nanoTime();
        try {
            directory.indexFollower().follow(background::stopping);
            // The scheduled catch-up may have been first to open it; either way, report once it has caught up.
            while (!background.stopping() && !directory.indexFollower().state().caughtUp()) {
                Thread.sleep(100);
            }
            if (background.stopping()) {
                return;
            }
            LOG.info("Search index opened and caught up with the store in {} ms: {} listings in the index",
                    (System.nanoTime() - started) / 1_000_000, searchIndex.size());
            if (directory.indexFollower().rebuilds() > 0) {
                releaseHeapAfterMerges();
            }
        } catch (RuntimeException e) {
            failed(Level.ERROR, "The search index could not be opened; the background catch-up tries again", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A rebuild ends with its segments merged into one, which takes as much heap again as the rebuild did: the heap
     * is given back once that merge is done, not before (docs/performance.md, "Memory after the first start").
     */
    private void releaseHeapAfterMerges() throws InterruptedException {
        while (searchIndex.merging() && !background.stopping()) {
            Thread.sleep(1000);
        }
        long before = Runtime.getRuntime().totalMemory();
        heapRelease.afterBulkWork();
        LOG.info("Search index rebuilt and merged; heap released: {} MiB committed, {} MiB before",
                Runtime.getRuntime().totalMemory() >> 20, before >> 20);
    }

    /** Brings in what other instances wrote; this instance's own writes are applied as they are made. */
    @Scheduled(fixedDelay = "${directory.search.follow-interval:250ms}")
    void followStore() {
        if (!opened) {
            return;
        }
        background.run(() -> {
            try {
                // Opens the index too if its opening at start failed (the database was not there yet, say).
                directory.indexFollower().follow(background::stopping);
            } catch (RuntimeException e) {
                failed(Level.WARN, "The search index could not catch up with the store; it tries again", e);
            }
        });
    }

    /** A restart resumes from the last commit; whatever came after it is applied again from the change log. */
    @Scheduled(fixedDelay = "${directory.search.commit-interval:5s}")
    void commitIndex() {
        background.run(searchIndex::commit);
    }

    @Scheduled(fixedDelay = "${directory.search.compact-interval:10m}", initialDelay = "1m")
    void compactChangeLog() {
        background.run(() -> {
            try {
                directory.indexFollower().compactLog(tombstoneRetention);
            } catch (RuntimeException e) {
                failed(Level.WARN, "The change log could not be compacted; it is tried again later", e);
            }
        });
    }

    /**
     * Embeds what awaits an embedding, off the request path, for up to {@link #EMBEDDING_ROUND} at a time, then rests
     * for the interval: a bulk load's embedding takes at most two thirds of a core, and leaves the rest to requests
     * and, on a shared machine, to other instances catching up.
     */
    @Scheduled(fixedDelay = "${directory.search.semantic.embed-interval:500ms}", initialDelay = "1s")
    void embedListings() {
        background.run(() -> directory.embedding().ifPresent(embedding -> {
            try {
                // An instance catching up with writes made elsewhere spends its CPU on that first: its searches miss
                // them.
                if (!directory.indexFollower().state().caughtUp()) {
                    return;
                }
                long until = System.nanoTime() + EMBEDDING_ROUND.toNanos();
                while (!background.stopping() && System.nanoTime() < until
                        && embedding.embedAwaiting(EMBEDDING_BATCH, background::stopping) == EMBEDDING_BATCH) {
                    // the next batch
                }
            } catch (RuntimeException e) {
                failed(Level.WARN, "Listings could not be embedded; the embedder tries again shortly", e);
            }
        }));
    }

    @Scheduled(fixedDelay = "${directory.reprobe.interval:30s}", initialDelay = "${directory.reprobe.interval:30s}")
    void reprobeDueListings() {
        if (reprobeEnabled) {
            background.run(this::reprobeRound);
        }
    }

    private void reprobeRound() {
        // Probes mostly wait on remote hosts, so several workers claim and probe batches side by side; the
        // store's claims keep them (and other instances) from probing the same listing twice.
        List<Future<?>> running = new ArrayList<>();
        try {
            for (int i = 0; i < concurrency; i++) {
                running.add(workers.submit(this::drainDueListings));
            }
        } catch (RejectedExecutionException shuttingDown) {
            // the shutdown began since the check above: the workers already started finish their probe in hand
        }
        for (Future<?> worker : running) {
            try {
                worker.get();
            } catch (ExecutionException e) {
                failed(Level.WARN, "Background re-probe failed; it runs again at the next interval", e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void drainDueListings() {
        int probed;
        do {
            probed = directory.reprober().reprobeDue(batchSize, background::stopping);
        } while (probed == batchSize && !background.stopping());
    }

    /**
     * The stop begins (its event comes before any bean is closed): no background work starts from here on, and the
     * stop waits for what runs to end before the store and the index are closed. What fails from here on failed
     * because the stop closed them under it.
     */
    @EventListener
    void onShutdown(ShutdownEvent event) {
        try {
            if (!background.stop(STOP_WAIT)) {
                LOG.warn("Background work still ran {} s into the stop; the stop goes on without it",
                        STOP_WAIT.toSeconds());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Logs a background task's failure, unless it came once the stop had begun: then it is the stop's doing. */
    private void failed(Level level, String message, Throwable cause) {
        if (!background.stopping()) {
            retriedFailures.failed(message, cause).ifPresent(entry -> LOG.atLevel(level)
                    .setCause(entry.withStack() ? cause : null).log(entry.line()));
        }
    }

    /**
     * Workers finish the probe in hand and claim no more. Interrupting them instead could cut a write to the
     * store short; {@code micronaut.lifecycle.graceful-shutdown.grace-period} bounds the wait.
     */
    @Override
    public CompletionStage<?> shutdownGracefully() {
        background.refuseNew();
        workers.shutdown();
        return CompletableFuture.runAsync(this::awaitWorkers, task -> DAEMONS.newThread(task).start());
    }

    private void awaitWorkers() {
        try {
            workers.awaitTermination(Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Without a graceful shutdown, or when its grace period ran out, the workers are interrupted. */
    @PreDestroy
    void stopWorkers() {
        background.refuseNew();
        workers.shutdownNow();
    }
}
