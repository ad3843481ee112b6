package dev.agentdirectory.http.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/**
 * Why a body is not JSON, for the 422's {@code ctx.error}: the parser's own words where they only describe the
 * input ("Unexpected character ('x' (code 120))"), ours where Jackson's name its classes and settings.
 */
final class JsonDecodeError {

    private JsonDecodeError() {
    }

    static String reason(JsonProcessingException e) {
        return what(e) + where(e.getLocation());
    }

    private static String what(JsonProcessingException e) {
        if (e instanceof StreamConstraintsException) {
            return "nested too deeply, or a number or string too long";
        }
        if (e instanceof MismatchedInputException) {
            return "trailing content after the JSON value";
        }
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().lines().findFirst().orElse("");
        int colon = message.indexOf(": ");
        String clause = colon < 0 ? message : message.substring(0, colon);
        return clause.isBlank() || clause.contains("`") ? "malformed JSON" : clause;
    }

    private static String where(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? ""
                : " at line " + location.getLineNr() + " column " + location.getColumnNr();
    }
}
