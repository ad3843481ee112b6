package dev.agentdirectory.http.error;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.bind.exceptions.UnsatisfiedArgumentException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** A missing required argument is a 422 in the Pydantic shape, not Micronaut's 400. */
@Produces
@Singleton
@Replaces(io.micronaut.http.server.exceptions.UnsatisfiedArgumentHandler.class)
public class UnsatisfiedArgumentHandler implements ExceptionHandler<UnsatisfiedArgumentException, HttpResponse<?>> {

    @Override
    public HttpResponse<?> handle(HttpRequest request, UnsatisfiedArgumentException exception) {
        return MissingArgument.response(exception.getArgument());
    }
}
