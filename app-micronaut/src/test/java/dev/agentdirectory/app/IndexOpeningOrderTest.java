package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.persistence.search.LuceneSearchIndex;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start opens the search index before anything else follows the store: a scheduled follow that came first used to
 * begin an empty store's rebuild in the background, and the first writes, made while it ran, reached no search until
 * it ended (seen in CI: a registration made at once, then the database closed, then a search that found nothing).
 */
class IndexOpeningOrderTest {

    @TempDir
    Path folder;

    @Test
    void aScheduledFollowBeforeTheStartLeavesTheOpeningToTheStart() throws InterruptedException {
        Directory directory = Directory.builder().store(new InMemoryListingStore())
                .searchIndex(new InMemorySearchIndex()).prober(url -> {
                    throw new AssertionError("nothing is probed here");
                }).build();
        try (LuceneSearchIndex unused = LuceneSearchIndex.open(folder)) {
            DirectoryLifecycle lifecycle = new DirectoryLifecycle(directory, unused, () -> { }, Duration.ofDays(7),
                    false, 20, 1);

            lifecycle.followStore();
            assertEquals(0, directory.indexFollower().rebuilds(), "a follow before the start opened nothing");

            lifecycle.onStartup(null);
            assertEquals(1, directory.indexFollower().rebuilds(), "the start built the empty store's index itself");
            for (int waited = 0; !directory.indexFollower().state().caughtUp() && waited < 100; waited++) {
                Thread.sleep(50); // the opening thread's first catch-up, before the index closes under it
            }
            assertTrue(directory.indexFollower().state().caughtUp());
        }
    }
}
