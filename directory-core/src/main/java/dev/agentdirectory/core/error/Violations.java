package dev.agentdirectory.core.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Collects the violations of one request, so that all of them are reported together. */
public final class Violations {

    private final List<Violation> found = new ArrayList<>();

    public void add(Violation violation) {
        found.add(violation);
    }

    public void missing(String field) {
        found.add(Violation.of(field, ViolationType.MISSING, "Field required", null));
    }

    public void valueError(String field, String message, Object input) {
        found.add(new Violation(List.of(field), ViolationType.VALUE_ERROR, "Value error, " + message, input,
                Map.of("error", message)));
    }

    /** Checks a string's length after trimming; answers the trimmed text, or null if it broke a limit. */
    public String text(List<Object> location, String value, int min, int max) {
        String trimmed = value.strip();
        if (trimmed.length() < min) {
            found.add(new Violation(location, ViolationType.STRING_TOO_SHORT,
                    "String should have at least " + min + " character" + (min == 1 ? "" : "s"), value,
                    Map.of("min_length", min)));
            return null;
        }
        if (trimmed.length() > max) {
            found.add(new Violation(location, ViolationType.STRING_TOO_LONG,
                    "String should have at most " + max + " characters", value, Map.of("max_length", max)));
            return null;
        }
        if (trimmed.indexOf('\u0000') >= 0) {
            // JSON allows it, but no text means it, and PostgreSQL cannot store it.
            found.add(new Violation(location, ViolationType.VALUE_ERROR,
                    "Value error, text must not contain the NUL character (U+0000)", value,
                    Map.of("error", "text must not contain the NUL character (U+0000)")));
            return null;
        }
        return trimmed;
    }

    public String text(String field, String value, int min, int max) {
        return text(List.of(field), value, min, max);
    }

    /** An optional text: blank reads as absent (null). */
    public String optionalText(String field, String value, int max) {
        if (value == null) {
            return null;
        }
        String checked = text(field, value, 0, max);
        return checked == null || checked.isEmpty() ? null : checked;
    }

    public void atLeast(String field, int value, int min) {
        if (value < min) {
            found.add(new Violation(List.of(field), ViolationType.GREATER_THAN_EQUAL,
                    "Input should be greater than or equal to " + min, value, Map.of("ge", min)));
        }
    }

    public void atMost(String field, int value, int max) {
        if (value > max) {
            found.add(new Violation(List.of(field), ViolationType.LESS_THAN_EQUAL,
                    "Input should be less than or equal to " + max, value, Map.of("le", max)));
        }
    }

    public void literal(String field, Object input, List<String> expected) {
        String options = expected.size() == 1 ? quote(expected.get(0))
                : String.join(", ", expected.subList(0, expected.size() - 1).stream().map(Violations::quote).toList())
                + " or " + quote(expected.get(expected.size() - 1));
        found.add(new Violation(List.of(field), ViolationType.LITERAL_ERROR, "Input should be " + options, input,
                Map.of("expected", options)));
    }

    public boolean isEmpty() {
        return found.isEmpty();
    }

    public List<Violation> list() {
        return List.copyOf(found);
    }

    /** Throws when anything was found; every rule of a request runs before this is called. */
    public void throwIfAny() {
        if (!found.isEmpty()) {
            throw new InvalidRequestException(found);
        }
    }

    private static String quote(String word) {
        return "'" + word + "'";
    }
}
