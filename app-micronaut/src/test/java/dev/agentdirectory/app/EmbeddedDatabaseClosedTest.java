package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.ApplicationContext;
import io.micronaut.jdbc.DataSourceResolver;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Embedded H2 closes its database for good when it cannot write its file (a full disk). The instance answers 503
 * meanwhile and, without a restart, works again on the database opened anew from its file: the pool drops the closed
 * database's connections instead of handing them out forever.
 */
class EmbeddedDatabaseClosedTest {

    private static final String REGISTRATION = "{\"name\": \"Tide tables\", \"description\": \"Tides of every port.\", "
            + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"http://127.0.0.1:9/mcp.json\"}";

    @TempDir
    Path dataDir;

    @Test
    void anEmbeddedDatabaseThatClosedItselfIsOpenedAgainWithoutARestart() throws Exception {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.rate-limit.enabled", false,
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true))) {
            URL url = server.getURL();
            assertEquals(201, RouteTour.send(url, "POST", "/services", REGISTRATION, Map.of()).statusCode());

            // As H2 does when a commit cannot be written: the database closes under the pool's open connections.
            ApplicationContext context = server.getApplicationContext();
            DataSource pool = context.getBean(DataSourceResolver.class).resolve(context.getBean(DataSource.class));
            Connection connection = pool.getConnection();
            connection.createStatement().execute("SHUTDOWN");
            try {
                connection.close();
            } catch (SQLException closedWithItsDatabase) {
                // handed back to the pool all the same
            }

            Instant deadline = Instant.now().plus(Duration.ofSeconds(8));
            HttpResponse<String> answer = RouteTour.send(url, "POST", "/services", REGISTRATION, Map.of());
            while (answer.statusCode() != 201 && Instant.now().isBefore(deadline)) {
                assertEquals(503, answer.statusCode(), answer.body());
                Thread.sleep(100);
                answer = RouteTour.send(url, "POST", "/services", REGISTRATION, Map.of());
            }
            assertEquals(201, answer.statusCode(), answer.body());
            HttpResponse<String> search = RouteTour.send(url, "POST", "/search", "{\"query\": \"tide tables\"}",
                    Map.of());
            assertTrue(search.body().contains("\"total\":2"), search.body());
        }
    }
}
