package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** Waits, as a balancer would, until an instance's search index has caught up with its store. */
final class Readiness {

    private Readiness() {
    }

    static void await(URL instance) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
        while (RouteTour.send(instance, "GET", "/health/readiness", null, Map.of()).statusCode() != 200) {
            assertTrue(Instant.now().isBefore(deadline), "the instance did not become ready");
            Thread.sleep(100);
        }
    }
}
