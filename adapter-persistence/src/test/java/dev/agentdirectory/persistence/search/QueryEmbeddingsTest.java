package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.QueryMeaning;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A query is embedded on an idle helper while its search goes on, and on the search's own thread when no helper is
 * idle or no core is spare: never queued behind another query's embedding.
 */
class QueryEmbeddingsTest {

    private static final Embedding EMBEDDING = Embedding.of("test-model", new float[] {0.6f, 0.8f});

    private final QueryEmbeddings embeddings = new QueryEmbeddings(1);

    @AfterEach
    void close() {
        embeddings.close();
    }

    @Test
    void anIdleHelperEmbedsTheQueryWhileTheSearchGoesOn() throws InterruptedException {
        List<String> threads = new CopyOnWriteArrayList<>();

        QueryEmbeddings.Pending pending = startedOnAHelper(spelled -> {
            threads.add(Thread.currentThread().getName());
            return EMBEDDING;
        });

        assertEquals(EMBEDDING, pending.await());
        assertEquals(1, threads.size());
        assertNotEquals(Thread.currentThread().getName(), threads.get(0));
    }

    @Test
    void withNoHelperIdleTheSearchEmbedsItsQueryItselfWhenItNeedsIt() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        QueryEmbeddings.Pending other = startedOnAHelper(spelled -> {
            await(release);
            return EMBEDDING;
        });

        assertEmbeddedByTheSearchOnceItNeedsIt("not queued behind the other query");
        release.countDown();
        assertEquals(EMBEDDING, other.await());
    }

    @Test
    void withNoCoreSpareTheSearchEmbedsItsQueryItselfWhenItNeedsIt() {
        embeddings.searchBegins();
        embeddings.searchBegins();

        assertEmbeddedByTheSearchOnceItNeedsIt("two searches under way keep the search's core and the helper's busy");
    }

    @Test
    void aQueryWithNoEmbeddingToBeHadIsSearchedByItsWords() {
        assertEquals(Embedding.NONE, embeddings.start(QueryMeaning.NONE, "send a slack message").await());
    }

    /** A query started now is embedded on the search's own thread, and not before the search awaits it. */
    private void assertEmbeddedByTheSearchOnceItNeedsIt(String why) {
        List<String> threads = new CopyOnWriteArrayList<>();

        QueryEmbeddings.Pending pending = embeddings.start(spelled -> {
            threads.add(Thread.currentThread().getName());
            return EMBEDDING;
        }, "read this paragraph out loud");

        assertTrue(threads.isEmpty(), why);
        assertEquals(EMBEDDING, pending.await());
        assertEquals(List.of(Thread.currentThread().getName()), threads, why);
    }

    /**
     * Starts {@code meaning} until a start is taken by the helper before anyone awaits it: a helper just started, or
     * just done with a query, may not be waiting for the next yet, and then the query is left to its search.
     */
    private QueryEmbeddings.Pending startedOnAHelper(QueryMeaning meaning) throws InterruptedException {
        Thread search = Thread.currentThread();
        for (int attempt = 0; attempt < 100; attempt++) {
            CountDownLatch started = new CountDownLatch(1);
            QueryEmbeddings.Pending pending = embeddings.start(spelled -> {
                if (Thread.currentThread() == search) {
                    return Embedding.NONE;
                }
                started.countDown();
                return meaning.of(spelled);
            }, "send a slack message");
            if (started.await(50, TimeUnit.MILLISECONDS)) {
                return pending;
            }
            pending.await();
        }
        throw new AssertionError("no query was embedded before its search asked for it");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
