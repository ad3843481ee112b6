package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.QueryMeaning;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Embeds a query on a spare core while its search ranks the matches by words, so that the model's few milliseconds
 * and the ranking overlap instead of adding up. Only on a spare core: the helpers are one fewer than the cores, and a
 * query is handed over only while no more searches are under way than there are helpers, its own included, and only
 * to a helper idle at that moment. Otherwise the search embeds its query on its own thread when it needs it: under
 * load every core is already busy with searches, and handing work between threads would only add to it
 * (docs/performance.md).
 */
final class QueryEmbeddings implements AutoCloseable {

    /** An embedding under way, or to be made on the caller's thread. */
    interface Pending {

        /** The embedding, once it is done; {@link Embedding#NONE} when there is none to be had. */
        Embedding await();
    }

    private final ThreadPoolExecutor helpers;
    private final AtomicInteger searchesUnderWay = new AtomicInteger();

    /** As many helpers as cores but one: that one runs the searches. */
    QueryEmbeddings() {
        this(Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
    }

    QueryEmbeddings(int helpers) {
        AtomicInteger count = new AtomicInteger();
        // A synchronous hand-over: a task is taken only by a helper waiting for one, never queued behind another. Each
        // helper starts at the first hand-over it takes, so an index never searched by meaning has none.
        this.helpers = new ThreadPoolExecutor(helpers, helpers, 0, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
            Thread thread = new Thread(task, "query-embedding-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** A search begins: until it {@link #searchEnds() ends}, it keeps a core busy. */
    void searchBegins() {
        searchesUnderWay.incrementAndGet();
    }

    void searchEnds() {
        searchesUnderWay.decrementAndGet();
    }

    /** Starts embedding {@code spelled} by {@code meaning} on an idle helper, if a core is spare. */
    Pending start(QueryMeaning meaning, String spelled) {
        if (searchesUnderWay.get() <= helpers.getCorePoolSize()) {
            FutureTask<Embedding> embedding = new FutureTask<>(() -> meaning.of(spelled));
            if (handedOver(embedding)) {
                return () -> result(embedding);
            }
        }
        return () -> meaning.of(spelled);
    }

    private boolean handedOver(Runnable task) {
        try {
            helpers.execute(task);
            return true;
        } catch (RejectedExecutionException noHelperIdle) {
            return false;
        }
    }

    private static Embedding result(Future<Embedding> embedding) {
        try {
            return embedding.get();
        } catch (InterruptedException e) {
            embedding.cancel(true);
            Thread.currentThread().interrupt();
            // The words alone still answer the search.
            return Embedding.NONE;
        } catch (ExecutionException e) {
            // A query's meaning turns the model's own failures into NONE already: this is a fault of the code.
            throw new IllegalStateException("embedding a query failed", e.getCause());
        }
    }

    @Override
    public void close() {
        helpers.shutdownNow();
    }
}
