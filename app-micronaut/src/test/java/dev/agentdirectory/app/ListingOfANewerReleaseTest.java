package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.jdbc.DataSourceResolver;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Instances of two releases share a database during a rolling upgrade, and after a rollback. A listing the newer
 * release wrote in a form this one cannot read (here a third kind of service) is absent to this instance; the search
 * index goes on following the store, and every other listing answers as before. A newer release's migrations only
 * add, so this release also starts again on a database one has migrated.
 */
class ListingOfANewerReleaseTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dataDir;

    @Test
    void aListingThisReleaseCannotReadIsAbsentAndEverythingElseAnswersAsBefore() throws Exception {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, settings())) {
            URL url = server.getURL();
            String before = register(url, "Tide tables");
            String newer = register(url, "Tide charts");
            writtenByANewerRelease(server.getApplicationContext(), newer);

            String after = register(url, "Tide clocks");

            HttpResponse<String> search = RouteTour.send(url, "POST", "/search", "{\"query\": \"tide\"}", Map.of());
            assertEquals(200, search.statusCode(), search.body());
            assertEquals(List.of("Tide clocks", "Tide tables"), names(JSON.readTree(search.body()).get("results")));
            assertEquals(404, RouteTour.send(url, "GET", "/services/" + newer, null, Map.of()).statusCode());
            assertEquals(200, RouteTour.send(url, "GET", "/services/" + before, null, Map.of()).statusCode());
            HttpResponse<String> feed = RouteTour.send(url, "GET", "/services", null, Map.of());
            assertEquals(200, feed.statusCode(), feed.body());
            assertTrue(feed.body().contains(after), feed.body());
            assertFalse(feed.body().contains("Tide charts"), feed.body());
        }
    }

    @Test
    void thisReleaseStartsAgainOnADatabaseANewerReleaseMigrated() throws Exception {
        String listing;
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, settings())) {
            listing = register(server.getURL(), "Tide tables");
            // What a newer release's migration may do: add a table, and add columns the older one never names.
            migratedByANewerRelease(server.getApplicationContext(), """
                    CREATE TABLE listing_badges (listing_id VARCHAR(64) NOT NULL, badge VARCHAR(40) NOT NULL);
                    ALTER TABLE listings ADD COLUMN verified_at TIMESTAMP WITH TIME ZONE;
                    ALTER TABLE listings ADD COLUMN popularity INTEGER NOT NULL DEFAULT 0;
                    INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, checksum,
                        installed_by, execution_time, success)
                        VALUES (1000, '1000', 'badges', 'SQL', 'V1000__badges.sql', 1, 'test', 1, TRUE);
                    """);
        }

        // A rollback: this release starts on that database (Flyway leaves a migration it does not know alone).
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, settings())) {
            URL url = server.getURL();
            assertEquals(200, RouteTour.send(url, "GET", "/services/" + listing, null, Map.of()).statusCode());
            register(url, "Tide clocks");
            HttpResponse<String> search = RouteTour.send(url, "POST", "/search", "{\"query\": \"tide\"}", Map.of());
            assertEquals(List.of("Tide clocks", "Tide tables"), names(JSON.readTree(search.body()).get("results")));
        }
    }

    private Map<String, Object> settings() {
        return Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.rate-limit.enabled", false,
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true);
    }

    private static String register(URL url, String name) throws Exception {
        HttpResponse<String> answer = RouteTour.send(url, "POST", "/services", "{\"name\": \"" + name + "\", "
                + "\"description\": \"Tides of every port.\", \"service_type\": \"mcp_server\", "
                + "\"mcp_doc_url\": \"http://127.0.0.1:9/mcp.json\"}", Map.of());
        assertEquals(201, answer.statusCode(), answer.body());
        return JSON.readTree(answer.body()).get("id").asText();
    }

    /** The row as a release with a third kind of service would write it, its change logged. */
    private static void writtenByANewerRelease(ApplicationContext context, String id) throws Exception {
        try (Connection connection = pool(context).getConnection();
             PreparedStatement update = connection.prepareStatement(
                     "UPDATE listings SET service_type = 'a2a_agent' WHERE id = ?");
             PreparedStatement log = connection.prepareStatement("INSERT INTO listing_changes (seq, listing_id, "
                     + "logged_at) VALUES (nextval('listing_change_seq'), ?, CURRENT_TIMESTAMP)")) {
            update.setString(1, id);
            assertEquals(1, update.executeUpdate());
            log.setString(1, id);
            log.executeUpdate();
        }
    }

    private static void migratedByANewerRelease(ApplicationContext context, String statements) throws Exception {
        try (Connection connection = pool(context).getConnection(); Statement statement = connection.createStatement()) {
            for (String sql : statements.split(";")) {
                if (!sql.isBlank()) {
                    statement.execute(sql);
                }
            }
        }
    }

    private static DataSource pool(ApplicationContext context) {
        return context.getBean(DataSourceResolver.class).resolve(context.getBean(DataSource.class));
    }

    private static List<String> names(JsonNode results) {
        return StreamSupport.stream(results.spliterator(), false).map(result -> result.get("name").asText())
                .sorted().toList();
    }
}
