package dev.agentdirectory.http.error;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.HtmlErrorResponseBodyProvider;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/** A client that prefers HTML (a browser) still gets the JSON error body every client gets. */
@Singleton
@Replaces(HtmlErrorResponseBodyProvider.class)
public class JsonForHtmlErrorBodyProvider implements HtmlErrorResponseBodyProvider {

    private final JsonMapper json;
    private final ErrorSentences sentences;

    public JsonForHtmlErrorBodyProvider(JsonMapper json, ErrorSentences sentences) {
        this.json = json;
        this.sentences = sentences;
    }

    @Override
    public String body(ErrorContext context, HttpResponse<?> response) {
        try {
            return json.writeValueAsString(Map.of("detail", sentences.sentenceFor(response.getStatus())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String contentType() {
        return MediaType.APPLICATION_JSON;
    }
}
