package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * While the database cannot be reached, every route that reads or writes the store answers 503 with Retry-After
 * within the pool's connection timeout (3 s), search keeps answering from the index, the instance reads as live and
 * not ready, and once the database is back the same requests succeed: an outage is neither a 500 nor a hang. A
 * database that stops answering without closing anything (a partition that drops packets) is the same outage once
 * the network timeout has passed, for the calls it caught under way too.
 */
class DatabaseUnreachableTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration ANSWERED_WITHIN = Duration.ofSeconds(10);
    private static final String REGISTRATION = "{\"name\": \"Tide tables\", \"description\": \"Tides of every port.\", "
            + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"http://127.0.0.1:9/mcp.json\"}";

    private static EmbeddedPostgres postgres;

    @TempDir
    Path dataDir;
    private String database;

    @BeforeAll
    static void startDatabase() throws Exception {
        postgres = EmbeddedPostgres.start();
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        postgres.close();
    }

    /** A database of its own for each test: the other's listings would be found by its searches. */
    @BeforeEach
    void createDatabase() throws Exception {
        database = "outage_" + UUID.randomUUID().toString().replace("-", "");
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + database);
        }
    }

    private EmbeddedServer start(DatabaseLink link) {
        return start(link, Map.of());
    }

    private EmbeddedServer start(DatabaseLink link, Map<String, Object> settings) {
        Map<String, Object> properties = new HashMap<>(Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.rate-limit.enabled", false,
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true,
                "datasources.default.url", "jdbc:postgresql://127.0.0.1:" + link.port() + "/" + database,
                "datasources.default.username", "postgres",
                "datasources.default.password", "postgres"));
        properties.putAll(settings);
        return ApplicationContext.run(EmbeddedServer.class, properties);
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

    /** A listing and its owner's key header. */
    private record Registered(String id, Map<String, String> owner) {
    }

    /** Once the instance is ready, a listing registered on it. */
    private static Registered registeredOnceReady(URL server) throws Exception {
        awaitStatus(server, 200, "GET", "/health/readiness", null);
        JsonNode registered = JSON.readTree(awaitStatus(server, 201, "POST", "/services", REGISTRATION).body());
        return new Registered(registered.get("id").asText(),
                Map.of("X-API-Key", registered.get("api_key").asText()));
    }

    /** The responses the instance's own OpenAPI document declares. */
    private static DocumentedResponses documented(URL server) throws Exception {
        return new DocumentedResponses(JSON.readTree(RouteTour.send(server, "GET", "/openapi.json", null, Map.of())
                .body()));
    }

    @Test
    void storeRoutesAnswer503WhileTheDatabaseIsUnreachableAndSucceedOnceItIsBack() throws Exception {
        try (DatabaseLink link = new DatabaseLink(postgres.getPort()); EmbeddedServer server = start(link)) {
            URL url = server.getURL();
            Registered listing = registeredOnceReady(url);
            String id = listing.id();
            Map<String, String> owner = listing.owner();
            awaitStatus(url, 200, "GET", "/health/readiness", null);
            DocumentedResponses documented = documented(url);

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

    /** One lookup as a client saw it: when it was sent, how long its answer took, and the status (0: none came). */
    private record Lookup(Instant sent, Duration took, int status) {
    }

    @Test
    void callsUnderWayWhenTheDatabaseStopsAnsweringAre503AfterTheNetworkTimeoutNotHeld() throws Exception {
        try (DatabaseLink link = new DatabaseLink(postgres.getPort());
             EmbeddedServer server = start(link, Map.of("directory.store.network-timeout", "2s"))) {
            URL url = server.getURL();
            String id = registeredOnceReady(url).id();
            // Four clients looking the listing up without a pause keep the pool's connections busy, so the freeze
            // catches calls under way, and connections the pool lends again without checking them first (it checks
            // one idle for over half a second).
            HttpClient client = HttpClient.newHttpClient();
            HttpRequest lookup = HttpRequest.newBuilder(URI.create(url + "/services/" + id))
                    .timeout(Duration.ofSeconds(20)).build();
            AtomicBoolean stop = new AtomicBoolean();
            ExecutorService clients = Executors.newFixedThreadPool(4);
            List<Future<List<Lookup>>> sessions = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                sessions.add(clients.submit(() -> {
                    List<Lookup> lookups = new ArrayList<>();
                    while (!stop.get()) {
                        Instant sent = Instant.now();
                        int status;
                        try {
                            status = client.send(lookup, HttpResponse.BodyHandlers.discarding()).statusCode();
                        } catch (IOException noAnswer) {
                            status = 0;
                        }
                        lookups.add(new Lookup(sent, Duration.between(sent, Instant.now()), status));
                    }
                    return lookups;
                }));
            }
            Thread.sleep(1000);
            Instant frozen = Instant.now();
            link.freeze();
            Thread.sleep(8000);
            stop.set(true);
            List<Lookup> afterFreeze = new ArrayList<>();
            for (Future<List<Lookup>> session : sessions) {
                for (Lookup answered : session.get(30, TimeUnit.SECONDS)) {
                    if (answered.sent().plus(answered.took()).isAfter(frozen)) {
                        afterFreeze.add(answered);
                    }
                }
            }
            clients.shutdown();

            // The network timeout (2 s), then a connection from the pool (at most its 3 s), with slack for a busy
            // machine; without the timeout, calls under way wait for as long as the connection is kept.
            Duration bound = Duration.ofSeconds(9);
            assertTrue(afterFreeze.stream().anyMatch(answered -> answered.status() == 503), afterFreeze.toString());
            for (Lookup answered : afterFreeze) {
                assertTrue(answered.status() == 503 || answered.status() == 200, answered.toString());
                Instant since = answered.sent().isAfter(frozen) ? answered.sent() : frozen;
                Duration waited = Duration.between(since, answered.sent().plus(answered.took()));
                assertTrue(waited.compareTo(bound) < 0, "answered " + waited + " after the freeze: " + answered);
            }

            link.thaw();
            awaitStatus(url, 200, "GET", "/services/" + id, null);
            awaitStatus(url, 201, "POST", "/services", REGISTRATION);
        }
    }

    /**
     * Sets the test's database read-only or writable for new sessions, as an operator does for maintenance (a
     * standby answers the same way); going read-only, it also ends the sessions open, as a failover does.
     */
    private void readOnly(boolean readOnly) throws Exception {
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("ALTER DATABASE " + database + " SET default_transaction_read_only = " + readOnly);
            if (readOnly) {
                statement.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '"
                        + database + "'");
            }
        }
    }

    @Test
    void writesToADatabaseThatTakesNoneAre503AndSucceedOnceItTakesThemAgain() throws Exception {
        try (DatabaseLink link = new DatabaseLink(postgres.getPort()); EmbeddedServer server = start(link)) {
            URL url = server.getURL();
            String id = registeredOnceReady(url).id();
            DocumentedResponses documented = documented(url);

            readOnly(true);
            awaitStatus(url, 200, "GET", "/services/" + id, null); // on new, read-only sessions
            List<String> warnings = LoggedWarnings.during("ROOT", () -> {
                assertStoreUnavailable(documented, "POST", "/services",
                        timed(url, "POST", "/services", REGISTRATION, Map.of()));
                assertEquals(200, timed(url, "GET", "/services/" + id, null, Map.of()).statusCode());
                HttpResponse<String> search = timed(url, "POST", "/search", "{\"query\": \"tide tables\"}",
                        Map.of());
                assertEquals(id, JSON.readTree(search.body()).at("/results/0/id").asText());
            });
            assertTrue(warnings.stream().noneMatch(warning -> warning.contains("Unexpected error")),
                    warnings.toString());

            // Sessions opened read-only stay so: the pool renews them, and new ones take writes again.
            readOnly(false);
            awaitStatus(url, 201, "POST", "/services", REGISTRATION);
        }
    }

    @Test
    void aCallThatWaitedOutTheDatabasesLockTimeoutIs503AndTheNextOneSucceeds() throws Exception {
        try (DatabaseLink link = new DatabaseLink(postgres.getPort()); EmbeddedServer server = start(link)) {
            URL url = server.getURL();
            Registered listing = registeredOnceReady(url);
            String id = listing.id();
            Map<String, String> owner = listing.owner();
            DocumentedResponses documented = documented(url);
            try (Connection admin = postgres.getPostgresDatabase().getConnection();
                 Statement statement = admin.createStatement()) {
                statement.execute("ALTER DATABASE " + database + " SET lock_timeout = '300ms'");
                statement.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '"
                        + database + "'");
            }
            awaitStatus(url, 200, "GET", "/services/" + id, null); // on new sessions, with the lock timeout

            // An operator's maintenance holds the table: calls wait the lock timeout, then are told to try again.
            try (Connection maintenance = postgres.getDatabase("postgres", database).getConnection();
                 Statement statement = maintenance.createStatement()) {
                maintenance.setAutoCommit(false);
                statement.execute("LOCK TABLE listings IN ACCESS EXCLUSIVE MODE");
                List<String> warnings = LoggedWarnings.during("ROOT", () -> {
                    for (int i = 0; i < 8; i++) {
                        assertStoreUnavailable(documented, "PATCH", "/services/{service_id}",
                                timed(url, "PATCH", "/services/" + id, "{\"name\": \"Tides\"}", owner));
                    }
                });
                assertTrue(warnings.stream().noneMatch(warning -> warning.contains("Unexpected error")),
                        warnings.toString());
                maintenance.rollback();
            }
            // Eight calls in a row were refused, and the breaker stayed closed: the next call goes through at once.
            assertEquals(200, RouteTour.send(url, "PATCH", "/services/" + id, "{\"name\": \"Tides\"}", owner)
                    .statusCode());
        }
    }
}
