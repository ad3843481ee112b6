package dev.agentdirectory.app.ratelimit;

import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import java.util.Map;

/**
 * Per-client-address token buckets for registration, reports and search. A refused request answers 429 with
 * {@code Retry-After} before it reaches a controller, so it changes nothing.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
@Requires(property = "directory.rate-limit.enabled", notEquals = "false")
public class RateLimitFilter {

    private final Map<String, RateLimiter> limiters;

    public RateLimitFilter(@Value("${directory.rate-limit.register-per-minute:10}") int registerPerMinute,
                           @Value("${directory.rate-limit.report-per-minute:30}") int reportPerMinute,
                           @Value("${directory.rate-limit.search-per-minute:600}") int searchPerMinute) {
        this.limiters = Map.of(
                "/services", new RateLimiter(registerPerMinute, System::nanoTime),
                "/report", new RateLimiter(reportPerMinute, System::nanoTime),
                "/search", new RateLimiter(searchPerMinute, System::nanoTime));
    }

    @RequestFilter
    @Nullable
    public HttpResponse<?> limit(HttpRequest<?> request) {
        if (request.getMethod() != HttpMethod.POST) {
            return null;
        }
        RateLimiter limiter = limiters.get(request.getPath());
        if (limiter == null) {
            return null;
        }
        long retryAfter = limiter.tryAcquire(request.getRemoteAddress().getAddress().getHostAddress());
        if (retryAfter == 0) {
            return null;
        }
        return HttpResponse.status(HttpStatus.TOO_MANY_REQUESTS)
                .header(HttpHeaders.RETRY_AFTER, Long.toString(retryAfter))
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(Map.of("detail", "Too many requests from your address; retry after " + retryAfter
                        + " seconds"));
    }
}
