package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * A stop that comes while the search index is still opening or catching up (a start cut short, or a process stopped
 * a moment after it began) closes the store under the background work. That work then fails, and the failure is the
 * stop's doing: nothing is wrong with the index or the store, so nothing is logged as an error or a warning.
 */
class StopDuringIndexOpeningTest {

    @TempDir
    Path dataDir;

    @Test
    void theIndexOpeningAndCatchUpCutShortByAStopLogNoErrorOrWarning() {
        Map<String, Object> properties = Map.of(
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false);
        ApplicationContext context = ApplicationContext.run(properties);
        DirectoryLifecycle lifecycle = context.getBean(DirectoryLifecycle.class);
        context.close();

        Logger log = (Logger) LoggerFactory.getLogger(DirectoryLifecycle.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        log.addAppender(logged);
        try {
            // What the opening thread and the scheduled catch-up do, each meeting the closed store as the stop's race
            // makes them meet it.
            lifecycle.openIndex();
            lifecycle.followStore();

            List<String> reported = logged.list.stream()
                    .filter(event -> event.getLevel().isGreaterOrEqual(Level.WARN))
                    .map(ILoggingEvent::getFormattedMessage)
                    .toList();
            assertEquals(List.of(), reported);
        } finally {
            log.detachAppender(logged);
        }
    }
}
