package dev.agentdirectory.http.error;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpStatus;
import jakarta.inject.Singleton;

/** The one sentence each error status the framework answers by itself carries, with the running limits. */
@Singleton
public class ErrorSentences {

    private final String tooLarge;

    public ErrorSentences(@Value("${micronaut.server.max-request-size:10485760}") long maxBody,
                          @Value("${micronaut.server.netty.max-initial-line-length:4096}") int maxRequestLine,
                          @Value("${micronaut.server.netty.max-header-size:8192}") int maxHeaders) {
        // Micronaut answers 413 for an oversized request line or header block too, not only for the body.
        this.tooLarge = "Request too large: at most " + size(maxBody) + " of body, " + size(maxRequestLine)
                + " of request line and " + size(maxHeaders) + " of headers";
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

    private static String size(long bytes) {
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + " bytes";
    }
}
