package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.JsonErrorResponseBodyProvider;
import jakarta.inject.Singleton;

/**
 * Every error Micronaut answers by itself (unknown route, wrong method, body too large, anything unexpected)
 * gets the same {@code {"detail": "..."}} body as the directory's own errors, and never an exception's text.
 */
@Singleton
@Replaces(JsonErrorResponseBodyProvider.class)
public class DetailErrorBodyProvider implements JsonErrorResponseBodyProvider<ErrorDetail> {

    @Override
    public ErrorDetail body(ErrorContext context, HttpResponse<?> response) {
        return new ErrorDetail(sentenceFor(response.getStatus()));
    }

    static String sentenceFor(HttpStatus status) {
        return switch (status) {
            case NOT_FOUND -> "Not Found";
            case METHOD_NOT_ALLOWED -> "Method Not Allowed";
            // Micronaut answers 413 for an oversized request line or header too, not only for the body.
            case REQUEST_ENTITY_TOO_LARGE ->
                    "Request too large: at most 64 KiB of body, 4 KiB of request line and 8 KiB of headers";
            case UNSUPPORTED_MEDIA_TYPE -> "Unsupported media type: send application/json";
            case NOT_ACCEPTABLE -> "Not Acceptable";
            case REQUEST_URI_TOO_LONG -> "Request URI too long";
            case BAD_REQUEST -> "Bad request";
            default -> status.getCode() >= 500 ? "Internal server error" : status.getReason();
        };
    }
}
