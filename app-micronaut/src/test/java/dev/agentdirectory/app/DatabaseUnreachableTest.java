package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While the database cannot be reached, every route that reads or writes the store answers 503 with Retry-After
 * within the pool's connection timeout (3 s), search keeps answering from the index, the instance reads as live and
 * not ready, and once the database is back the same requests succeed: an outage is neither a 500 nor a hang.
 */
class DatabaseUnreachableTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration ANSWERED_WITHIN = Duration.ofSeconds(10);
    private static final String REGISTRATION = "{\"name\": \"Tide tables\", \"description\": \"Tides of every port.\", "
            + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"http://127.0.0.1:9/mcp.json\"}";

    private static EmbeddedPostgres postgres;

    @TempDir
    Path dataDir;

    @BeforeAll
    static void startDatabase() throws Exception {
        postgres = EmbeddedPostgres.start();
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        postgres.close();
    }

    private EmbeddedServer start(DatabaseLink link) {
        return ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.rate-limit.enabled", false,
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true,
                "datasources.default.url", "jdbc:postgresql://127.0.0.1:" + link.port() + "/postgres",
                "datasources.default.username", "postgres",
                "datasources.default.password", "postgres"));
    }

    /** The answer, checked to have come within {@link #ANSWERED_WITHIN}. */
    private static HttpResponse<String> timed(URL server, String method, String path, String body,
                                              Map<String, String> headers) throws Exception {
        Instant sent = Instant.now();
        HttpResponse<String> answer = RouteTour.send(server, method, path, body, headers);
        Duration took = Duration.between(sent, Instant.now());
        assertTrue(took.compareTo(ANSWERED_WITHIN) < 0, method + " " + path + " took " + took);
        return answer;
    }

    /** A 503 as the README and the served OpenAPI document describe it. */
    private static void assertStoreUnavailable(DocumentedResponses documented, String method, String route,
                                               HttpResponse<String> answer) throws Exception {
        assertEquals(503, answer.statusCode(), answer.body());
        documented.check(method, route, answer);
        assertEquals("5", answer.headers().firstValue("Retry-After").orElse(null));
        assertEquals("application/json", answer.headers().firstValue("Content-Type").orElse(""));
        assertTrue(JSON.readTree(answer.body()).get("detail").asText().contains("database is unavailable"),
                answer.body());
    }

    private static HttpResponse<String> awaitStatus(URL server, int status, String method, String path, String body)
            throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        HttpResponse<String> answer = RouteTour.send(server, method, path, body, Map.of());
        while (answer.statusCode() != status && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
            answer = RouteTour.send(server, method, path, body, Map.of());
        }
        assertEquals(status, answer.statusCode(), answer.body());
        return answer;
    }

    @Test
    void storeRoutesAnswer503WhileTheDatabaseIsUnreachableAndSucceedOnceItIsBack() throws Exception {
        try (DatabaseLink link = new DatabaseLink(postgres.getPort()); EmbeddedServer server = start(link)) {
            URL url = server.getURL();
            awaitStatus(url, 200, "GET", "/health/readiness", null);
            JsonNode registered = JSON.readTree(awaitStatus(url, 201, "POST", "/services", REGISTRATION).body());
            String id = registered.get("id").asText();
            Map<String, String> owner = Map.of("X-API-Key", registered.get("api_key").asText());
            awaitStatus(url, 200, "GET", "/health/readiness", null);
            DocumentedResponses documented = new DocumentedResponses(
                    JSON.readTree(RouteTour.send(url, "GET", "/openapi.json", null, Map.of()).body()));

            List<String> warnings = LoggedWarnings.during("ROOT", () -> {
                link.cut();

                assertStoreUnavailable(documented, "POST", "/services",
                        timed(url, "POST", "/services", REGISTRATION, Map.of()));
                assertStoreUnavailable(documented, "GET", "/services/{service_id}",
                        timed(url, "GET", "/services/" + id, null, Map.of()));
                assertStoreUnavailable(documented, "PATCH", "/services/{service_id}",
                        timed(url, "PATCH", "/services/" + id, "{\"name\": \"Tides\"}", owner));
                assertStoreUnavailable(documented, "DELETE", "/services/{service_id}",
                        timed(url, "DELETE", "/services/" + id, null, owner));
                assertStoreUnavailable(documented, "POST", "/report", timed(url, "POST", "/report",
                        "{\"service_id\": \"" + id + "\", \"issue\": \"unreachable\"}", Map.of()));
                assertStoreUnavailable(documented, "GET", "/services", timed(url, "GET", "/services", null, Map.of()));

                // Most calls found the database unavailable: the rest fail at once instead of waiting the pool's
                // 3 s each (ten lookups would otherwise take 30 s and hold ten request threads meanwhile).
                Instant lookups = Instant.now();
                for (int i = 0; i < 10; i++) {
                    assertEquals(503, RouteTour.send(url, "GET", "/services/" + id, null, Map.of()).statusCode());
                }
                Duration tookAll = Duration.between(lookups, Instant.now());
                assertTrue(tookAll.compareTo(Duration.ofSeconds(10)) < 0, "ten lookups took " + tookAll);

                HttpResponse<String> search = timed(url, "POST", "/search", "{\"query\": \"tide tables\"}", Map.of());
                assertEquals(200, search.statusCode(), search.body());
                assertEquals(id, JSON.readTree(search.body()).at("/results/0/id").asText());

                JsonNode call = JSON.readTree(timed(url, "POST", "/mcp", "{\"jsonrpc\": \"2.0\", \"id\": 1, "
                        + "\"method\": \"tools/call\", \"params\": {\"name\": \"register_service\", \"arguments\": "
                        + REGISTRATION + "}}", Map.of("Accept", "application/json, text/event-stream")).body());
                assertTrue(call.at("/result/isError").asBoolean(), call.toString());
                assertTrue(call.at("/result/content/0/text").asText().contains("database is unavailable"),
                        call.toString());

                assertEquals(503, timed(url, "GET", "/health/readiness", null, Map.of()).statusCode());
                assertEquals(200, timed(url, "GET", "/health/liveness", null, Map.of()).statusCode());
            });
            assertTrue(warnings.stream().anyMatch(warning -> warning.contains("answered 503: the store is "
                    + "unavailable")), warnings.toString());
            assertTrue(warnings.stream().noneMatch(warning -> warning.contains("Unexpected error")),
                    warnings.toString());

            link.mend();
            awaitStatus(url, 201, "POST", "/services", REGISTRATION);
            assertEquals(200, RouteTour.send(url, "PATCH", "/services/" + id, "{\"name\": \"Tides\"}", owner)
                    .statusCode());
            assertEquals(200, RouteTour.send(url, "DELETE", "/services/" + id, null, owner).statusCode());
            awaitStatus(url, 200, "GET", "/health/readiness", null);
        }
    }
}
