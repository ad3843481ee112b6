package dev.agentdirectory.http.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The application on a free port with the in-memory directory, as the other HTTP tests run it, but with rate
 * limits off: thousands of requests from one address are the point here. It holds one listing that exists, so
 * that generated updates and reports reach the use cases and not only the "not found" answer.
 */
final class FuzzServer implements AutoCloseable {

    record Listing(String id, String apiKey) {
    }

    private final EmbeddedServer server;
    final RawHttp http;
    final Listing listing;

    private FuzzServer(EmbeddedServer server) {
        this.server = server;
        this.http = new RawHttp(server.getPort());
        this.listing = register(http);
    }

    static FuzzServer start() {
        return new FuzzServer(ApplicationContext.run(EmbeddedServer.class, Map.of(
                "micronaut.server.port", -1,
                "micronaut.server.max-request-size", 65536,
                "directory.rate-limit.enabled", false), "test"));
    }

    @Override
    public void close() {
        server.getApplicationContext().close();
    }

    private static Listing register(RawHttp http) {
        byte[] body = ("{\"name\": \"Fuzz fixture\", \"description\": \"A listing the fuzz suite updates and reports\","
                + " \"service_type\": \"mcp_server\", \"mcp_doc_url\": \"https://example.com/mcp.json\"}")
                .getBytes(StandardCharsets.UTF_8);
        Reply reply = http.send(FuzzRequest.of("POST", "/services", body,
                new FuzzRequest.Header("Content-Type", "application/json")));
        try {
            JsonNode registered = new ObjectMapper().readTree(reply.body());
            return new Listing(registered.get("id").asText(), registered.get("api_key").asText());
        } catch (IOException e) {
            throw new UncheckedIOException("the fixture did not register: " + reply.text(), e);
        }
    }
}
