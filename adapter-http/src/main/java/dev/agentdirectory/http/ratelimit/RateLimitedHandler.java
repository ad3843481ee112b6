package dev.agentdirectory.http.ratelimit;

import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** 429 with Retry-After, as the filter answers. */
@Produces
@Singleton
public class RateLimitedHandler implements ExceptionHandler<RateLimitedException, HttpResponse<?>> {

    @Override
    public HttpResponse<?> handle(HttpRequest request, RateLimitedException exception) {
        return HttpResponse.status(HttpStatus.TOO_MANY_REQUESTS)
                .header(HttpHeaders.RETRY_AFTER, Long.toString(exception.retryAfterSeconds()))
                .body(new ErrorDetail(exception.getMessage()));
    }
}
