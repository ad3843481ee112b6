package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * The official MCP TypeScript SDK's client ({@code mcp-client-test/}, pinned by its lockfile) against the whole
 * application on H2. Needs Node 20 and npm on the PATH; {@code .ci/run} installs them where they are missing.
 */
class OfficialTypeScriptClientTest {

    private static final Path CLIENT = Path.of("..", "mcp-client-test").toAbsolutePath().normalize();

    @TempDir
    Path dataDir;

    @Test
    void theOfficialTypeScriptClientDoesEverythingThroughTheMcpEndpoint() throws Exception {
        if (!Files.isDirectory(CLIENT.resolve("node_modules/@modelcontextprotocol/sdk"))) {
            assertEquals(0, run(List.of("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"), Map.of()),
                    "npm ci in " + CLIENT);
        }
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.rate-limit.enabled", false,
                "directory.probe.allow-private-networks", true))) {
            String base = "http://127.0.0.1:" + server.getPort();
            assertEquals(0, run(List.of("node", "--test"), Map.of("DIRECTORY_URL", base)), "node --test");
        }
    }

    private static int run(List<String> command, Map<String, String> environment)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(CLIENT.toFile()).inheritIO();
        builder.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }
}
