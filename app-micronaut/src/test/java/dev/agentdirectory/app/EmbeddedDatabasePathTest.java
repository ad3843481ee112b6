package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The data folder may be given relative to the working directory, with or without a leading "./". */
class EmbeddedDatabasePathTest {

    private static final Path HERE = Path.of("/srv/directory");

    @Test
    void aRelativeFolderIsResolvedFromTheWorkingDirectoryAndItsSettingsKept() {
        assertEquals("jdbc:h2:file:/srv/directory/data/directory;MODE=PostgreSQL;WRITE_DELAY=0",
                EmbeddedDatabasePath.absolute("jdbc:h2:file:data/directory;MODE=PostgreSQL;WRITE_DELAY=0", HERE));
        assertEquals("jdbc:h2:file:/srv/directory/data/directory",
                EmbeddedDatabasePath.absolute("jdbc:h2:file:./data/directory", HERE));
        assertEquals("jdbc:h2:file:/srv/data/directory",
                EmbeddedDatabasePath.absolute("jdbc:h2:file:../data/directory", HERE));
    }

    @Test
    void absolutePathsHomePathsAndOtherDatabasesAreLeftAsConfigured() {
        for (String url : new String[] {"jdbc:h2:file:/var/lib/directory/directory;MODE=PostgreSQL",
                "jdbc:h2:file:~/directory", "jdbc:h2:mem:test", "jdbc:postgresql://db:5432/directory"}) {
            assertEquals(url, EmbeddedDatabasePath.absolute(url, HERE));
        }
    }

    @Test
    void theServiceStartsOnADataFolderNamedRelativelyAndWritesItThere() throws Exception {
        // Surefire runs in the module's folder: the relative folder lands under target/.
        Path relative = Path.of("target", "relative-data-" + UUID.randomUUID(), "data");
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class,
                Map.of("micronaut.server.port", -1, "directory.data-dir", relative.toString()))) {
            HttpResponse<String> search = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(server.getURL() + "/search"))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString("{\"query\": \"weather\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, search.statusCode(), search.body());
        }
        assertTrue(Files.exists(relative.toAbsolutePath().resolve("directory.mv.db")), "the database is in " + relative);
    }
}
