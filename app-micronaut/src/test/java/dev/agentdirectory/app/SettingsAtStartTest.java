package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.embedding.MiniLmEmbedder;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A setting the directory cannot use stops the start, and the start's first error line names it. */
class SettingsAtStartTest {

    @TempDir
    Path dataDir;

    @AfterEach
    void closeWhatTheFailedStartsBegan() {
        BackgroundLoad.settleAll(Duration.ofSeconds(30));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "directory.search.follow-interval | 0s | directory.search.follow-interval: 0s is not a positive duration",
            "directory.reprobe.interval | -1s | directory.reprobe.interval: -1s is not a positive duration",
            "directory.search.commit-interval | soon | directory.search.commit-interval: soon is not a duration",
            "micronaut.lifecycle.graceful-shutdown.grace-period | soon | "
                    + "micronaut.lifecycle.graceful-shutdown.grace-period: soon is not a duration",
            "endpoints.all.port | abc | endpoints.all.port: abc is not a port",
            "micronaut.server.max-request-size | -1 | micronaut.server.max-request-size: -1 is not a positive number",
            "directory.rate-limit.trusted-proxies | notanip | "
                    + "directory.rate-limit.trusted-proxies: notanip is not an IP address or a CIDR range",
            "directory.rate-limit.trusted-proxies | 10.0.0.0/33 | "
                    + "directory.rate-limit.trusted-proxies: 10.0.0.0/33 is not an IP address or a CIDR range",
            "directory.public-base-url | notaurl | "
                    + "directory.public-base-url: notaurl is not an absolute http or https URL",
            "micronaut.server.port | abc | the setting micronaut.server.port is abc, which is not a valid int",
            "directory.probe.report-cooldown | banana | "
                    + "the setting directory.probe.report-cooldown is banana, which is not a valid Duration",
            "directory.search.semantic.enabled | flase | directory.search.semantic.enabled: flase is not true or false",
            "directory.rate-limit.enabled | 0 | directory.rate-limit.enabled: 0 is not true or false"})
    void aSettingThatCannotBeUsedStopsTheStartWithALineNamingIt(String setting, String value, String sentence) {
        Map<String, Object> settings = new HashMap<>(Map.of("micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(), "directory.search.semantic.enabled", false));
        settings.put(setting, value);

        Throwable failure = assertThrows(RuntimeException.class,
                () -> ApplicationContext.run(EmbeddedServer.class, settings).close());

        String line = ExplainedStartup.describe(failure);
        assertTrue(line.startsWith("The directory could not start: ") && line.contains(sentence), line);
    }

    @ParameterizedTest
    @CsvSource({"TRUE, true", "on, true", "Off, false", "false, false"})
    void searchByMeaningIsSwitchedAsTheFrameworkReadsEverySwitch(String value, boolean loaded) {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of("micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(), "directory.reprobe.enabled", false,
                "directory.search.semantic.enabled", value))) {
            assertEquals(loaded, server.getApplicationContext().containsBean(MiniLmEmbedder.class), value);
        }
    }
}
