package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page for people at {@code GET /}, driven by Playwright ({@code page-test/}, {@code playwright-core} pinned by
 * its lockfile) in the machine's headless Chromium against the whole application on H2. Needs Node 20, npm and
 * {@code /usr/bin/chromium} (or {@code CHROMIUM_PATH}); {@code .ci/run} installs them where they are missing.
 * Playwright never downloads a browser. Screenshots land in {@code target/page-screenshots/}.
 */
class SearchPageInChromiumTest {

    private static final Path PAGE_TEST = Path.of("..", "page-test").toAbsolutePath().normalize();
    private static final Path SCREENSHOTS = Path.of("target", "page-screenshots").toAbsolutePath();

    @TempDir
    Path dataDir;

    @Test
    void aPersonSearchesPagesAndFindsThePanelForAgentsInHeadlessChromium() throws Exception {
        String chromium = System.getenv().getOrDefault("CHROMIUM_PATH", "/usr/bin/chromium");
        assertTrue(Files.isExecutable(Path.of(chromium)), "no Chromium at " + chromium
                + ": install it (apt-get install -y chromium) or set CHROMIUM_PATH; this test is never skipped");
        if (!Files.isDirectory(PAGE_TEST.resolve("node_modules/playwright-core"))) {
            assertEquals(0, run(List.of("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"), Map.of()),
                    "npm ci in " + PAGE_TEST);
        }
        Files.deleteIfExists(SCREENSHOTS.resolve("search.png"));
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.rate-limit.enabled", false,
                "directory.probe.allow-private-networks", true,
                "directory.probe.report-cooldown", "0s"))) {
            String base = "http://127.0.0.1:" + server.getPort();
            assertEquals(0, run(List.of("node", "--test"), Map.of("DIRECTORY_URL", base, "CHROMIUM_PATH", chromium,
                    "SCREENSHOT_DIR", SCREENSHOTS.toString())), "node --test in " + PAGE_TEST);
        }
        assertTrue(Files.size(SCREENSHOTS.resolve("search.png")) > 0, "the screenshot of the search");
    }

    private static int run(List<String> command, Map<String, String> environment)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(PAGE_TEST.toFile()).inheritIO();
        builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().put("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1");
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}
