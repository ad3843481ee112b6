package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The core and the search index know no logging framework and log through the JDK's System.Logger: their warnings
 * reach logback, and so the console and JSON output, with every other line.
 */
class PlatformLoggingTest {

    @Test
    void aWarningOfTheCoreReachesLogback() throws Exception {
        List<String> warnings = LoggedWarnings.during("dev.agentdirectory.core", () ->
                System.getLogger("dev.agentdirectory.core.service.IndexFollower")
                        .log(System.Logger.Level.WARNING, "The search index could not catch up"));

        assertEquals(List.of("The search index could not catch up"), warnings);
    }
}
