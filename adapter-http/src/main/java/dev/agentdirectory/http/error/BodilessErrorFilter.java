package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * Errors that the framework answers from its own filters with a bare status bypass the error body providers,
 * such as CORS's 403 for a foreign {@code Origin} sent to a local host (its guard against drive-by-localhost
 * attacks). They get the same {@code {"detail": "..."}} body as every other error. Runs first, so it sees
 * every other filter's answer last.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class BodilessErrorFilter implements Ordered {

    private final ErrorSentences sentences;

    public BodilessErrorFilter(ErrorSentences sentences) {
        this.sentences = sentences;
    }

    @ResponseFilter
    public void addDetail(MutableHttpResponse<?> response) {
        if (response.code() >= 400 && response.getBody().isEmpty()) {
            response.body(new ErrorDetail(sentences.sentenceFor(response.getStatus())))
                    .contentType(MediaType.APPLICATION_JSON_TYPE);
        }
    }

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }
}
