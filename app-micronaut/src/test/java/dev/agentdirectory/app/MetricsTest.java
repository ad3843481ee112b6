package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URL;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What an operator's Prometheus reads at /metrics after a search, two registrations, a report and a stray path. */
class MetricsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CONTACT = "ops-metrics@example.org";
    private static final String STRAY_PATH = "/no-such-page/7f3a9c";

    @TempDir
    static Path dataDir;

    private static EmbeddedServer server;
    private static String apiKey;
    private static HttpResponse<String> answer;
    private static Scrape scrape;

    @BeforeAll
    static void startUseAndScrape() throws Exception {
        server = ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true,
                "directory.rate-limit.enabled", false));
        URL url = server.getURL();
        Readiness.await(url);

        JsonNode registered = JSON.readTree(send("POST", "/services", listing(url + "/.well-known/mcp.json")).body());
        apiKey = registered.get("api_key").asText();
        send("POST", "/services", listing("http://127.0.0.1:1/mcp.json"));
        send("POST", "/search", "{\"query\": \"tide tables\"}");
        send("POST", "/search", "{}");
        send("POST", "/search", "{\"limit\": 0}");
        send("POST", "/report", "{\"service_id\": \"" + registered.get("id").asText() + "\", \"issue\": \"unreachable\"}");
        send("GET", STRAY_PATH, null);

        answer = send("GET", "/metrics", null);
        scrape = Scrape.parse(answer.body());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> send(String method, String path, String body) throws Exception {
        return RouteTour.send(server.getURL(), method, path, body, Map.of());
    }

    private static String listing(String mcpDocUrl) {
        return "{\"name\": \"Harbour tides\", \"description\": \"Tide tables for every harbour.\", "
                + "\"service_type\": \"mcp_server\", \"mcp_doc_url\": \"" + mcpDocUrl + "\", "
                + "\"owner_contact\": \"" + CONTACT + "\"}";
    }

    private static double value(String name, Map<String, String> labels) {
        return scrape.value(name, labels).orElseThrow(() -> new AssertionError(name + labels + " is missing"));
    }

    @Test
    void metricsAnswersInPrometheusTextFormat() {
        assertEquals(200, answer.statusCode(), answer.body());
        assertTrue(answer.headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
        assertTrue(answer.body().contains("# TYPE directory_probes_total counter"), answer.body());
    }

    @Test
    void everySearchIsTimedWithHistogramBucketsByMode() {
        assertEquals(1, value("directory_search_seconds_count", Map.of("mode", "text")));
        assertEquals(1, value("directory_search_seconds_count", Map.of("mode", "browse")));
        assertEquals(1, value("directory_search_seconds_bucket", Map.of("mode", "text", "le", "+Inf")));
        assertTrue(scrape.all("directory_search_seconds_bucket", Map.of("mode", "text")).size() > 10);
    }

    @Test
    void requestsAreTimedPerRouteTemplateWithHistogramBuckets() {
        Map<String, String> searches = Map.of("uri", "/search", "method", "POST", "status", "200");
        assertEquals(2, value("http_server_requests_seconds_count", searches));
        assertTrue(scrape.all("http_server_requests_seconds_bucket", searches).size() > 10);
        assertEquals(1, value("http_server_requests_seconds_count", Map.of("uri", "/search", "status", "422")));
        assertEquals(2, value("http_server_requests_seconds_count", Map.of("uri", "/services", "status", "201")));
    }

    @Test
    void aPathNoRouteMatchesIsCountedAsNotFoundAndNeverNamed() {
        assertEquals(1, value("http_server_requests_seconds_count", Map.of("uri", "NOT_FOUND", "status", "404")));
        assertFalse(answer.body().contains("7f3a9c"), answer.body());
    }

    @Test
    void probesAreCountedByOutcomeAndEvidence() {
        assertEquals(1, value("directory_probes_total", Map.of("outcome", "ok", "evidence", "answered")));
        assertEquals(1, value("directory_probes_total", Map.of("outcome", "unreachable", "evidence", "no_answer")));
        assertEquals(2, scrape.sum("directory_probes_total", Map.of()));
    }

    @Test
    void reportsAreCountedByIssueAndWhetherTheyWereSubstantiated() {
        assertEquals(1, value("directory_reports_total", Map.of("issue", "unreachable", "substantiated", "false")));
        assertEquals(0, value("directory_reports_total", Map.of("issue", "unreachable", "substantiated", "true")));
    }

    @Test
    void standingChangesAreCountedFromZero() {
        for (String change : new String[] {"demoted", "hidden", "restored"}) {
            assertEquals(0, value("directory_standing_changes_total", Map.of("change", change)), change);
        }
    }

    @Test
    void listingsAreCountedByHealth() {
        assertEquals(1, value("directory_listings", Map.of("health", "ok")));
        assertEquals(1, value("directory_listings", Map.of("health", "failing")));
        assertEquals(0, value("directory_listings", Map.of("health", "demoted")));
        assertEquals(0, value("directory_listings", Map.of("health", "hidden")));
    }

    @Test
    void theEmbeddedFilesSizeAndTheShareOfItsChunksHoldingLiveDataAreTold() {
        assertTrue(value("directory_store_file_bytes", Map.of()) > 0, scrape.text());
        double fill = value("directory_store_chunk_fill_ratio", Map.of());
        assertTrue(fill > 0 && fill <= 1, "fill " + fill);
    }

    @Test
    void theIndexLagIsToldInChangesAndSeconds() {
        assertEquals(0, value("directory_index_lag_changes", Map.of()));
        double seconds = value("directory_index_lag_seconds", Map.of());
        assertTrue(seconds >= 0 && seconds < 60, "lag " + seconds);
    }

    @Test
    void neitherAKeyNorAnOwnerContactReachesTheMetrics() {
        assertFalse(answer.body().contains(apiKey));
        assertFalse(answer.body().contains(CONTACT));
    }

    @Test
    void metricsIsNotPartOfTheApiContract() throws Exception {
        JsonNode document = JSON.readTree(send("GET", "/openapi.json", null).body());

        assertTrue(document.get("paths").has("/search"));
        assertFalse(document.get("paths").has("/metrics"));
    }

    @Test
    void theEndpointAnswersOnlyAtMetrics() throws Exception {
        assertEquals(404, send("GET", "/prometheus", null).statusCode());
    }

    @Test
    void webPagesOfOtherOriginsCannotReadTheMetrics() throws Exception {
        HttpResponse<String> refused = RouteTour.send(server.getURL(), "GET", "/metrics", null,
                Map.of("Origin", "https://elsewhere.example"));

        assertEquals(403, refused.statusCode());
        assertFalse(refused.headers().firstValue("Access-Control-Allow-Origin").isPresent());
    }
}
