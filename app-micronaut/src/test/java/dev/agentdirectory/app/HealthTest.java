package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.probe.ProbeObservation;
import io.micronaut.context.ApplicationContext;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthResult;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/** Liveness is the process answering; readiness is the store answering and the search index caught up with it. */
class HealthTest {

    private final HttpClient http = HttpClient.newHttpClient();

    @TempDir
    Path dataDir;

    private HttpResponse<String> get(EmbeddedServer server, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(server.getURL() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aStartedInstanceIsLiveAndBecomesReadyOnceItsIndexCaughtUp() throws Exception {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class,
                Map.of("micronaut.server.port", -1, "directory.data-dir", dataDir.toString()))) {
            HttpResponse<String> live = get(server, "/health/liveness");
            assertEquals(200, live.statusCode());
            assertTrue(live.body().contains("\"UP\""), live.body());

            Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
            HttpResponse<String> ready = get(server, "/health/readiness");
            while (ready.statusCode() != 200 && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
                ready = get(server, "/health/readiness");
            }
            assertEquals(200, ready.statusCode(), ready.body());
            assertTrue(ready.body().contains("\"UP\""), ready.body());
        }
    }

    @Test
    void noOtherManagementEndpointIsServed() throws Exception {
        try (EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class,
                Map.of("micronaut.server.port", -1, "directory.data-dir", dataDir.toString()))) {
            for (String path : new String[] {"/beans", "/env", "/routes", "/loggers", "/threaddump", "/info"}) {
                HttpResponse<String> response = get(server, path);
                assertEquals(404, response.statusCode(), path);
                assertTrue(response.body().startsWith("{"), path + ": " + response.body());
            }
        }
    }

    @Test
    void anIndexThatHasNotCaughtUpIsNotReady() {
        Directory directory = Directory.builder().store(new InMemoryListingStore())
                .searchIndex(new InMemorySearchIndex())
                .prober(url -> new ProbeObservation.NotAttempted("offline")).build();
        SearchIndexReadiness readiness = new SearchIndexReadiness(directory);

        assertEquals(HealthStatus.DOWN, status(readiness));
        directory.indexFollower().follow();
        assertEquals(HealthStatus.UP, status(readiness));
    }

    private static HealthStatus status(SearchIndexReadiness readiness) {
        AtomicReference<HealthResult> result = new AtomicReference<>();
        readiness.getResult().subscribe(new Subscriber<>() {
            @Override
            public void onSubscribe(Subscription subscription) {
                subscription.request(1);
            }

            @Override
            public void onNext(HealthResult next) {
                result.set(next);
            }

            @Override
            public void onError(Throwable error) {
                throw new AssertionError(error);
            }

            @Override
            public void onComplete() {
            }
        });
        return result.get().getStatus();
    }
}
