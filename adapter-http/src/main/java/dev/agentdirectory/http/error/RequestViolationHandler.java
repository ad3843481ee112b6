package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.HttpValidationError;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Missing or malformed bodies and missing headers: a 422 in the Pydantic shape. */
@Produces
@Singleton
public class RequestViolationHandler implements ExceptionHandler<RequestViolationException, HttpResponse<?>> {

    @Override
    public HttpResponse<?> handle(HttpRequest request, RequestViolationException exception) {
        return HttpResponse.status(HttpStatus.UNPROCESSABLE_ENTITY).body(new HttpValidationError(exception.items()));
    }
}
