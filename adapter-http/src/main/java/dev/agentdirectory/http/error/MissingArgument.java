package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.HttpValidationError;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import java.util.List;
import java.util.Locale;

/** A required header, path or query value that the request lacks: a 422 {@code missing} at its location. */
final class MissingArgument {

    private MissingArgument() {
    }

    static HttpResponse<HttpValidationError> response(Argument<?> argument) {
        ValidationErrorItem missing = ValidationErrorItem.missing(location(argument));
        return HttpResponse.<HttpValidationError>status(HttpStatus.UNPROCESSABLE_ENTITY)
                .body(new HttpValidationError(List.of(missing)));
    }

    private static List<Object> location(Argument<?> argument) {
        var metadata = argument.getAnnotationMetadata();
        if (metadata.hasAnnotation(Header.class)) {
            String name = metadata.stringValue(Header.class).orElse(argument.getName());
            return List.of("header", name.toLowerCase(Locale.ROOT));
        }
        if (metadata.hasAnnotation(PathVariable.class)) {
            return List.of("path", metadata.stringValue(PathVariable.class).orElse(argument.getName()));
        }
        if (metadata.hasAnnotation(QueryValue.class)) {
            return List.of("query", metadata.stringValue(QueryValue.class).orElse(argument.getName()));
        }
        return List.of("body");
    }
}
