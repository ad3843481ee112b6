package dev.agentdirectory.http.error;

import dev.agentdirectory.http.describe.ServiceFigures;
import io.micronaut.http.HttpStatus;
import jakarta.inject.Singleton;

/** The one sentence each error status the framework answers by itself carries, with the running limits. */
@Singleton
public class ErrorSentences {

    private final String tooLarge;

    public ErrorSentences(ServiceFigures figures) {
        // Micronaut answers 413 for an oversized request line or header block too, not only for the body.
        this.tooLarge = figures.render("Request too large: at most {{max_body}} of body, {{max_request_line}} of "
                + "request line and {{max_headers}} of headers");
    }

    public String sentenceFor(HttpStatus status) {
        return switch (status) {
            case NOT_FOUND -> "Not Found";
            case METHOD_NOT_ALLOWED -> "Method Not Allowed";
            case REQUEST_ENTITY_TOO_LARGE -> tooLarge;
            case UNSUPPORTED_MEDIA_TYPE -> "Unsupported media type: send application/json";
            case NOT_ACCEPTABLE -> "Not Acceptable";
            case REQUEST_URI_TOO_LONG -> "Request URI too long";
            case BAD_REQUEST -> "Bad request";
            default -> status.getCode() >= 500 ? "Internal server error" : status.getReason();
        };
    }
}
