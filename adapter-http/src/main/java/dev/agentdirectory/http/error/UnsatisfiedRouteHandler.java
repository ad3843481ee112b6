package dev.agentdirectory.http.error;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.web.router.exceptions.UnsatisfiedRouteException;
import jakarta.inject.Singleton;

/** A route whose required header or path value is missing is a 422 in the Pydantic shape, not a 400. */
@Produces
@Singleton
@Replaces(io.micronaut.http.server.exceptions.UnsatisfiedRouteHandler.class)
public class UnsatisfiedRouteHandler implements ExceptionHandler<UnsatisfiedRouteException, HttpResponse<?>> {

    @Override
    public HttpResponse<?> handle(HttpRequest request, UnsatisfiedRouteException exception) {
        return MissingArgument.response(exception.getArgument());
    }
}
