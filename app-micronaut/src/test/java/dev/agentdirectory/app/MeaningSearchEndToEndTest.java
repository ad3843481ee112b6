package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.port.in.EmbedListingsUseCase;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sentence finds a listing by what it means with the real model: registration answers at once, the background
 * embedder stores the embedding, the index searches it, and a restart finds it again without embedding anything.
 */
class MeaningSearchEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String READ_ALOUD = "read this paragraph out loud for me";

    @TempDir
    Path dataDir;

    private EmbeddedServer start(int port, boolean semantic) {
        Map<String, Object> settings = new HashMap<>(Map.of(
                "micronaut.server.port", port,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                "directory.rate-limit.enabled", false,
                "directory.search.semantic.embed-interval", "50ms"));
        settings.put("directory.search.semantic.enabled", semantic);
        return ApplicationContext.run(EmbeddedServer.class, settings);
    }

    private static String register(EmbeddedServer server, String name, String description) throws Exception {
        return JSON.readTree(RouteTour.send(server.getURL(), "POST", "/services",
                "{\"name\": \"" + name + "\", \"description\": \"" + description + "\", \"service_type\": "
                        + "\"mcp_server\", \"mcp_doc_url\": \"http://127.0.0.1:1/mcp.json\"}", Map.of()).body())
                .get("id").asText();
    }

    private static List<String> found(EmbeddedServer server, String query) throws Exception {
        JsonNode page = JSON.readTree(RouteTour.send(server.getURL(), "POST", "/search",
                "{\"query\": \"" + query + "\"}", Map.of()).body());
        List<String> ids = new ArrayList<>();
        page.get("results").forEach(result -> ids.add(result.get("id").asText()));
        return ids;
    }

    private static EmbedListingsUseCase embedder(EmbeddedServer server) {
        return server.getApplicationContext().getBean(Directory.class).embedding().orElseThrow();
    }

    /**
     * Until every listing is embedded and the index has them: the embedder stores each embedding, and the index
     * receives it through the change log a moment later, so a sentence then finds all {@code listings} by meaning.
     */
    private static void awaitEmbedded(EmbeddedServer server, int listings) throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (embedder(server).awaiting() > 0 || found(server, READ_ALOUD).size() < listings) {
            assertTrue(System.nanoTime() < deadline, "the listings were not embedded within a minute");
            Thread.sleep(50);
        }
    }

    @Test
    void aSentenceFindsAListingByWhatItDoesBeforeAndAfterARestart() throws Exception {
        String speech;
        String database;
        int port;
        try (EmbeddedServer server = start(-1, true)) {
            port = server.getPort();
            speech = register(server, "Speakify", "Turns text into natural sounding speech audio, many voices.");
            database = register(server, "Pg Tool", "Runs SQL queries against PostgreSQL databases.");
            register(server, "Weatherly", "Forecasts and current conditions for any city.");

            awaitEmbedded(server, 3);

            assertEquals(speech, found(server, READ_ALOUD).get(0));
            assertEquals(database, found(server, "look up rows in our relational store quickly").get(0));
            assertEquals(List.of(), found(server, "loud"), "a word or two is searched by its words only");
        }
        try (EmbeddedServer restarted = start(port, true)) {
            assertEquals(0, embedder(restarted).awaiting(), "the store keeps the embeddings: nothing to embed");
            assertEquals(speech, found(restarted, READ_ALOUD).get(0));
        }
    }

    @Test
    void withSearchByMeaningOffASentenceFindsOnlyListingsSharingAWord() throws Exception {
        try (EmbeddedServer server = start(-1, false)) {
            register(server, "Speakify", "Turns text into natural sounding speech audio, many voices.");

            assertTrue(server.getApplicationContext().getBean(Directory.class).embedding().isEmpty());
            assertEquals(List.of(), found(server, READ_ALOUD));
        }
    }
}
