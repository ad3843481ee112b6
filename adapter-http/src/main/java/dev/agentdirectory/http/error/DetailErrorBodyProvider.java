package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpResponse;
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

    private final ErrorSentences sentences;

    public DetailErrorBodyProvider(ErrorSentences sentences) {
        this.sentences = sentences;
    }

    @Override
    public ErrorDetail body(ErrorContext context, HttpResponse<?> response) {
        return new ErrorDetail(sentences.sentenceFor(response.getStatus()));
    }

}
