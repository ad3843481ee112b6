package dev.agentdirectory.app.metrics;

import io.micrometer.core.instrument.config.MeterFilter;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;

/**
 * A bound on the {@code uri} values of the request timer. Micronaut tags a request with its route template, and
 * every path no route matches as {@code NOT_FOUND} or {@code UNMATCHED_URI}, so the directory's few routes stay
 * far below the bound; it is there so that no future route taking its template from the request can grow the
 * series without end. Past it, new values are dropped, not recorded.
 */
@Factory
public class RouteCardinality {

    @Singleton
    MeterFilter boundedRouteTags(@Value("${directory.metrics.max-routes:100}") int maxRoutes) {
        return MeterFilter.maximumAllowableTags(MetricNames.HTTP_REQUESTS, "uri", maxRoutes, MeterFilter.deny());
    }
}
