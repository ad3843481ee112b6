package dev.agentdirectory.app;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.change.FollowState;
import io.micronaut.core.async.publisher.Publishers;
import io.micronaut.health.HealthStatus;
import io.micronaut.management.health.indicator.HealthIndicator;
import io.micronaut.management.health.indicator.HealthResult;
import io.micronaut.management.health.indicator.annotation.Readiness;
import jakarta.inject.Singleton;
import java.util.LinkedHashMap;
import java.util.Map;
import org.reactivestreams.Publisher;

/**
 * Ready when the search index has caught up with the store: a new instance (or one rebuilding its index) answers
 * searches from a partial index until then, and a balancer should send it no traffic. Reading the state asks the
 * store for the log's head, so an unreachable store also reads as not ready.
 */
@Singleton
@Readiness
class SearchIndexReadiness implements HealthIndicator {

    private final Directory directory;

    SearchIndexReadiness(Directory directory) {
        this.directory = directory;
    }

    @Override
    public Publisher<HealthResult> getResult() {
        return Publishers.just(result());
    }

    private HealthResult result() {
        try {
            FollowState state = directory.indexFollower().state();
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("caught_up", state.caughtUp());
            details.put("rebuilding", state.rebuilding());
            details.put("position", state.position());
            details.put("changes_behind", state.behind());
            return HealthResult.builder("searchIndex", state.caughtUp() ? HealthStatus.UP : HealthStatus.DOWN)
                    .details(details).build();
        } catch (RuntimeException storeUnreachable) {
            return HealthResult.builder("searchIndex", HealthStatus.DOWN)
                    .details(Map.of("error", "the store cannot be reached")).build();
        }
    }
}
