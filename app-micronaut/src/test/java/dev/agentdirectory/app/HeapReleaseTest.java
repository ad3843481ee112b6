package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HeapReleaseTest {

    private final AtomicInteger releases = new AtomicInteger();

    @TempDir
    Path dataDir;

    @Test
    void theHeapIsReleasedOnceAfterTheIndexIsBuiltAndNotWhenItIsReopened() throws Exception {
        try (EmbeddedServer first = start()) {
            Readiness.await(first.getURL());
            awaitReleases(1);
        }

        try (EmbeddedServer restarted = start()) {
            Readiness.await(restarted.getURL());
            Thread.sleep(1500); // longer than the lifecycle waits between looks at the index's merges
            assertEquals(1, releases.get(), "released again on a restart that reopened the index");
        }
    }

    private EmbeddedServer start() {
        HeapRelease counting = releases::incrementAndGet;
        ApplicationContext context = ApplicationContext.builder()
                .properties(Map.of("micronaut.server.port", -1, "directory.data-dir", dataDir.toString(),
                        "directory.search.semantic.enabled", false))
                .singletons(counting)
                .start();
        return context.getBean(EmbeddedServer.class).start();
    }

    private void awaitReleases(int expected) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
        while (releases.get() < expected) {
            assertTrue(Instant.now().isBefore(deadline), "the heap was not released after the index was built");
            Thread.sleep(20);
        }
        assertEquals(expected, releases.get());
    }
}
