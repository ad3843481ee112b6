package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.micronaut.context.ApplicationContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stop that comes while the search index is still opening or catching up (a start cut short, or a process stopped
 * a moment after it began) waits for that background work to end before it closes the store, and nothing of it runs
 * afterwards: a store call made after the stop would open the store anew (the framework makes again what the stop
 * closed) and leave a database open behind the stopped service.
 */
class StopDuringIndexOpeningTest {

    @TempDir
    Path dataDir;

    @Test
    void noBackgroundWorkTouchesTheDataFolderOnceTheServiceHasStopped() throws Exception {
        Map<String, Object> properties = Map.of(
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false);
        ApplicationContext context = ApplicationContext.run(properties);
        DirectoryLifecycle lifecycle = context.getBean(DirectoryLifecycle.class);
        context.close();
        emptyTheDataFolder();

        // What the opening thread and each scheduled task would do, were they to run after the stop.
        List<String> reported = LoggedWarnings.during(DirectoryLifecycle.class.getName(), () -> {
            lifecycle.openIndex();
            lifecycle.followStore();
            lifecycle.commitIndex();
            lifecycle.compactChangeLog();
            lifecycle.embedListings();
            lifecycle.reprobeDueListings();
        });

        assertEquals(List.of(), reported);
        try (Stream<Path> left = Files.list(dataDir)) {
            assertEquals(List.of(), left.toList());
        }
    }

    private void emptyTheDataFolder() throws IOException {
        try (Stream<Path> paths = Files.walk(dataDir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).filter(p -> !p.equals(dataDir)).toList()) {
                Files.delete(path);
            }
        }
    }
}
