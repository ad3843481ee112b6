package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.HttpValidationError;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.netty.handler.codec.compression.DecompressionException;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;

/**
 * A body that does not decode as its {@code Content-Encoding} (say gzip, but plain text) cannot be JSON: a 422
 * {@code json_invalid} like any other malformed body, where Netty's decompressor would make it a 500.
 */
@Produces
@Singleton
public class UndecodableBodyHandler implements ExceptionHandler<DecompressionException, HttpResponse<?>> {

    @Override
    public HttpResponse<?> handle(HttpRequest request, DecompressionException exception) {
        ValidationErrorItem item = new ValidationErrorItem("json_invalid", List.of("body"), "JSON decode error", null,
                Map.of("error", "the body does not decode as its Content-Encoding"));
        return HttpResponse.status(HttpStatus.UNPROCESSABLE_ENTITY).body(new HttpValidationError(List.of(item)));
    }
}
