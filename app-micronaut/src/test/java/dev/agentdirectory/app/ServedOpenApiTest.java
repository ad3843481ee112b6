package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.File;
import java.net.URL;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/**
 * The OpenAPI document the application serves: linted by Redocly CLI ({@code .ci/openapi_lint.sh}, which needs
 * Node.js and npm), and every route's real answers checked against its schemas.
 */
class ServedOpenApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PUBLIC_BASE_URL = "https://directory.example.org";
    /** The contract declares a 422 for every path parameter; every value these routes cannot use is a 404. */
    private static final Set<String> DECLARED_BUT_NEVER_ANSWERED = Set.of(
            "GET /services/{service_id} 422", "GET /.well-known/skills/{skill_name}.md 422",
            // Answered only while the database cannot be reached: DatabaseUnreachableTest checks these against the
            // document.
            "POST /services 503", "GET /services 503", "GET /services/{service_id} 503",
            "PATCH /services/{service_id} 503", "DELETE /services/{service_id} 503", "POST /report 503",
            // Answered only to a page past the first 10,000 results while another is ranked (BusySearchHttpTest).
            "POST /search 503");

    @TempDir
    static Path dataDirs;

    private static EmbeddedServer server;
    private static URL url;
    private static JsonNode document;

    @BeforeAll
    static void start() throws Exception {
        server = start("unlimited", Map.of("directory.rate-limit.enabled", false));
        url = server.getURL();
        document = JSON.readTree(RouteTour.send(url, "GET", "/openapi.json", null, Map.of()).body());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static EmbeddedServer start(String name, Map<String, Object> extra) {
        Map<String, Object> properties = new HashMap<>(Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDirs.resolve(name).toString(),
                "directory.public-base-url", PUBLIC_BASE_URL,
                "directory.reprobe.enabled", false,
                "directory.probe.allow-private-networks", true));
        properties.putAll(extra);
        return ApplicationContext.run(EmbeddedServer.class, properties);
    }

    private static HttpResponse<String> send(String method, String path, String body) throws Exception {
        return RouteTour.send(url, method, path, body, Map.of());
    }

    @Test
    void theDocumentNamesTheConfiguredPublicBaseUrlAsItsServer() {
        assertEquals(PUBLIC_BASE_URL, document.at("/servers/0/url").asText());
    }

    @Test
    void theServedDocumentPassesRedoclysRecommendedRules() throws Exception {
        Path script = Path.of("..", ".ci", "openapi_lint.sh").toAbsolutePath().normalize();
        Process lint = new ProcessBuilder("bash", script.toString(), url + "/openapi.json")
                .inheritIO().redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        boolean finished = lint.waitFor(5, TimeUnit.MINUTES);
        if (!finished) {
            lint.destroyForcibly();
        }

        assertTrue(finished, "redocly lint did not finish within 5 minutes");
        assertEquals(0, lint.exitValue(), "redocly lint of the served document");
    }

    @Test
    void everyRouteAnswersAsTheDocumentDeclares() throws Exception {
        DocumentedResponses responses = new DocumentedResponses(document);
        RouteTour tour = new RouteTour(url, responses);

        tour.wellKnownDocuments();
        RouteTour.Listings listings = tour.registrations();
        tour.searches();
        tour.lookUps(listings);
        tour.updates(listings);
        tour.reports(listings);
        tour.oversizedRequests(listings);
        tour.unacceptableAnswers();
        tour.deregistrations(listings);
        tour.changes();
        try (EmbeddedServer limited = start("limited", Map.of("directory.rate-limit.register-per-minute", 1,
                "directory.rate-limit.report-per-minute", 1, "directory.rate-limit.search-per-minute", 1,
                "directory.rate-limit.feed-per-minute", 1))) {
            new RouteTour(limited.getURL(), responses).rateLimits();
        }

        Set<String> unchecked = new TreeSet<>(responses.declared());
        unchecked.removeAll(responses.checked());
        assertEquals(DECLARED_BUT_NEVER_ANSWERED, unchecked);
    }

    @Test
    void aBodyWithoutARequiredFieldIsDrift() throws Exception {
        HttpResponse<String> registered = send("POST", "/services", RouteTour.mcpServer(url));
        ObjectNode body = (ObjectNode) JSON.readTree(registered.body());
        body.remove("api_key");

        assertDrift("POST", "/services", registered, body);
    }

    @Test
    void aFieldOfAnotherTypeIsDrift() throws Exception {
        HttpResponse<String> found = send("POST", "/search", "{}");
        ObjectNode body = (ObjectNode) JSON.readTree(found.body());
        body.put("total", "many");

        assertDrift("POST", "/search", found, body);
    }

    @Test
    void aFieldTheDocumentDoesNotNameIsDrift() throws Exception {
        String id = JSON.readTree(send("POST", "/services", RouteTour.mcpServer(url)).body()).get("id").asText();
        HttpResponse<String> listing = send("GET", "/services/" + id, null);
        ObjectNode body = (ObjectNode) JSON.readTree(listing.body());
        body.put("owner_contact", "ops@example.org");

        assertDrift("GET", "/services/{service_id}", listing, body);
    }

    @Test
    void aValidationErrorLocatedByANumberThatIsNoIndexIsDrift() throws Exception {
        HttpResponse<String> refused = send("POST", "/search", "{\"limit\": 0}");
        ObjectNode body = (ObjectNode) JSON.readTree(refused.body());
        ((ObjectNode) body.at("/detail/0")).putArray("loc").add("body").add(1.5);

        assertDrift("POST", "/search", refused, body);
    }

    @Test
    void anAnswerTheOperationDoesNotDeclareIsDrift() throws Exception {
        HttpResponse<String> wellKnown = send("GET", "/.well-known/mcp.json", null);
        DocumentedResponses responses = new DocumentedResponses(document);
        HttpHeaders plainText = HttpHeaders.of(Map.of("Content-Type", List.of("text/plain")), (name, value) -> true);

        assertFailsWith("declares no such answer", () -> responses.check("GET", "/.well-known/mcp.json", 201,
                wellKnown.headers(), wellKnown.body()));
        assertFailsWith("declares no text/plain body", () -> responses.check("GET", "/.well-known/mcp.json", 200,
                plainText, wellKnown.body()));
    }

    /** The real answer passes the check; the same answer with the changed body does not. */
    private static void assertDrift(String method, String path, HttpResponse<String> real, JsonNode changed) {
        DocumentedResponses responses = new DocumentedResponses(document);
        responses.check(method, path, real);

        assertFailsWith("does not match the document", () -> responses.check(method, path, real.statusCode(),
                real.headers(), changed.toString()));
    }

    private static void assertFailsWith(String why, Executable check) {
        AssertionFailedError failure = assertThrows(AssertionFailedError.class, check);
        assertTrue(failure.getMessage().contains(why), failure.getMessage());
    }
}
