package dev.agentdirectory.http.ratelimit;

import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** 429 with Retry-After, as the filter answers. */
@Produces
@Singleton
public class RateLimitedHandler implements ExceptionHandler<RateLimitedException, HttpResponse<?>> {

    @Override
    public HttpResponse<?> handle(HttpRequest request, RateLimitedException exception) {
        return tooManyRequests(exception.retryAfterSeconds());
    }

    /** The one 429 answer, for the filter and for limits found past it. */
    static HttpResponse<ErrorDetail> tooManyRequests(long retryAfterSeconds) {
        return HttpResponse.<ErrorDetail>status(HttpStatus.TOO_MANY_REQUESTS)
                .header(HttpHeaders.RETRY_AFTER, Long.toString(retryAfterSeconds))
                .contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(new ErrorDetail(RateLimits.refusal(retryAfterSeconds)));
    }
}
