package dev.agentdirectory.http.ratelimit;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.web.router.RouteAttributes;
import java.util.Optional;

/**
 * Applies {@link RateLimits} to the routes marked {@link RateLimited}. A refused request answers 429 with
 * {@code Retry-After} before it reaches a controller, so it changes nothing.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class RateLimitFilter {

    private final RateLimits limits;
    private final ClientAddress clients;

    public RateLimitFilter(RateLimits limits, ClientAddress clients) {
        this.limits = limits;
        this.clients = clients;
    }

    @RequestFilter
    @Nullable
    public HttpResponse<?> limit(HttpRequest<?> request) {
        Optional<LimitedAction> action = RouteAttributes.getRouteMatch(request)
                .flatMap(route -> route.getAnnotationMetadata().enumValue(RateLimited.class, LimitedAction.class));
        if (action.isEmpty()) {
            return null;
        }
        long retryAfter = limits.retryAfter(action.get(), clients.of(request));
        if (retryAfter == 0) {
            return null;
        }
        return RateLimitedHandler.tooManyRequests(retryAfter);
    }
}
