package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.persistence.store.H2FileHousekeeping;
import dev.agentdirectory.persistence.store.H2FileHousekeeping.FileState;
import io.micronaut.context.ApplicationContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The housekeeping reaches the embedded database's file through the service's own connection pool. */
class EmbeddedDatabaseHousekeepingTest {

    @TempDir
    Path dataDir;

    @Test
    void theHousekeepingWorksOnTheEmbeddedFileOfTheDataDirectory() throws Exception {
        try (ApplicationContext context = ApplicationContext.run(Map.of("directory.data-dir", dataDir.toString()))) {
            context.getBean(EmbeddedDatabaseHousekeeping.class).tidy();
            FileState state = context.getBean(H2FileHousekeeping.class).tidy().orElseThrow();

            assertEquals(Files.size(dataDir.resolve("directory.mv.db")), state.fileBytes());
            assertTrue(state.chunkFillPercent() > 0, state.toString());
        }
    }
}
