package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A start that fails says first, in one line, what failed at the bottom of it. */
class ExplainedStartupTest {

    @TempDir
    Path folder;

    @Test
    void theLineNamesTheInnermostCauseThenWhatLedToIt() {
        Throwable failure = new IllegalStateException("Error instantiating bean of type [javax.sql.DataSource]\n"
                + "Path Taken: new DataSource()",
                new RuntimeException("Failed to initialize pool", new IOException("No space left on device")));

        assertEquals("The directory could not start: No space left on device (IOException), while: Error "
                + "instantiating bean of type [javax.sql.DataSource] / Failed to initialize pool",
                ExplainedStartup.describe(failure));
    }

    @Test
    void aFailureWithoutCausesIsNamedAlone() {
        assertEquals("The directory could not start: port 8080 is in use (IllegalStateException)",
                ExplainedStartup.describe(new IllegalStateException("port 8080 is in use")));
    }

    @Test
    void aSettingTheFrameworkCannotConvertIsNamedWithItsValueNotByTheBeanThatReadIt() {
        Throwable failure = new IllegalStateException("Failed to inject value for parameter [port] of method "
                + "[setPort]\n\nMessage: Error resolving property value [micronaut.server.port]. Unable to convert "
                + "value [abc] to target type [int] due to: For input string: \"abc\"\nPath Taken: ...");

        assertEquals("The directory could not start: the setting micronaut.server.port is abc, which is not a valid "
                + "int: For input string: \"abc\"", ExplainedStartup.describe(failure));
    }

    @Test
    void aLogFormatIsTextOrJsonWhateverItsCase() {
        assertEquals(Optional.of("json"), LogFormat.format("JSON"));
        assertEquals(Optional.of("text"), LogFormat.format(" Text "));
        assertEquals(Optional.empty(), LogFormat.format("xml"));
    }

    @Test
    void theApplicationStartedWithALogFormatThatIsNoneExitsNamingWhyOnStandardError() throws Exception {
        Path output = folder.resolve("output.log");
        ProcessBuilder application = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Application.class.getName()))
                .redirectErrorStream(true).redirectOutput(output.toFile());
        application.environment().put("LOG_FORMAT", "xml");
        application.environment().put("DIRECTORY_DATA_DIR", folder.resolve("data").toString());
        Process start = application.start();
        assertTrue(start.waitFor(60, TimeUnit.SECONDS), "the failed start exits");

        String log = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(1, start.exitValue(), log);
        assertEquals("The directory could not start: LOG_FORMAT=xml: the log's format is text (the default) or json",
                log.strip());
    }

    @Test
    void theApplicationStartedOnADataDirectoryThatIsAFileExitsNamingWhy() throws Exception {
        Path notAFolder = Files.writeString(folder.resolve("data"), "a file, not a folder");
        Path output = folder.resolve("output.log");
        ProcessBuilder application = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Application.class.getName()))
                .redirectErrorStream(true).redirectOutput(output.toFile());
        application.environment().put("DIRECTORY_DATA_DIR", notAFolder.toString());
        application.environment().put("MICRONAUT_SERVER_PORT", "-1");
        Process start = application.start();
        assertTrue(start.waitFor(60, TimeUnit.SECONDS), "the failed start exits");

        String log = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(1, start.exitValue(), log);
        assertTrue(log.lines().anyMatch(line -> line.contains("The directory could not start: " + notAFolder)), log);
    }
}
