package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.micronaut.context.ApplicationContext;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stop that comes while the search index is still opening or catching up (a start cut short, or a process stopped
 * a moment after it began) closes the store under the background work. That work then fails, and the failure is the
 * stop's doing: nothing is wrong with the index or the store, so nothing is logged as an error or a warning.
 */
class StopDuringIndexOpeningTest {

    @TempDir
    Path dataDir;

    @Test
    void theIndexOpeningAndCatchUpCutShortByAStopLogNoErrorOrWarning() throws Exception {
        Map<String, Object> properties = Map.of(
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false);
        ApplicationContext context = ApplicationContext.run(properties);
        DirectoryLifecycle lifecycle = context.getBean(DirectoryLifecycle.class);
        context.close();

        // What the opening thread and the scheduled catch-up do, each meeting the closed store as the stop's race
        // makes them meet it.
        List<String> reported = LoggedWarnings.during(DirectoryLifecycle.class.getName(), () -> {
            lifecycle.openIndex();
            lifecycle.followStore();
        });

        assertEquals(List.of(), reported);
    }
}
