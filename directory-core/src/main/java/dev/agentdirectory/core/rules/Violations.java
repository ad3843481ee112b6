package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationKind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collects the violations of one request, so that all of them are reported together. It starts with what the
 * adapter found while reading the request (a field of the wrong type, say); a path reports one violation, the
 * first found, so a field the adapter could not read is not also called missing.
 */
final class Violations {

    /**
     * At most this many are reported. A command has at most 8 fields and a valid list at most 16 tags, so a
     * request that could be fixed field by field never has more; past it (thousands of wrong-typed list elements)
     * the rest would only make an error many times larger than the request that caused it.
     */
    static final int MAX_REPORTED = 50;

    /** At most this many elements of one list are reported, so that the other fields' violations still fit. */
    static final int MAX_REPORTED_ELEMENTS = 20;

    private final List<Violation> found = new ArrayList<>();
    private final Set<FieldPath> reported = new HashSet<>();
    private final Map<Field, Integer> reportedElements = new EnumMap<>(Field.class);

    Violations(List<Violation> readErrors) {
        readErrors.forEach(this::add);
    }

    void add(Violation violation) {
        if (found.size() >= MAX_REPORTED || reported.contains(violation.path())) {
            return;
        }
        if (violation.path().index() != null
                && reportedElements.merge(violation.field(), 1, Integer::sum) > MAX_REPORTED_ELEMENTS) {
            return;
        }
        reported.add(violation.path());
        found.add(violation);
    }

    void add(FieldPath path, ViolationKind kind, Object input, Object limit) {
        add(new Violation(path, kind, input, limit));
    }

    void add(Field field, ViolationKind kind, Object input, Object limit) {
        add(FieldPath.of(field), kind, input, limit);
    }

    void required(Field field) {
        add(field, ViolationKind.REQUIRED, null, null);
    }

    /** Checks a text's length after trimming; answers the trimmed text, or null if it broke a rule. */
    String text(FieldPath path, String value, int min, int max) {
        String trimmed = Characters.strip(value);
        int length = Characters.count(trimmed);
        if (length < min) {
            add(path, ViolationKind.TOO_SHORT, value, min);
            return null;
        }
        if (length > max) {
            add(path, ViolationKind.TOO_LONG, value, max);
            return null;
        }
        if (trimmed.indexOf('\u0000') >= 0) {
            add(path, ViolationKind.NUL_CHARACTER, value, null);
            return null;
        }
        return trimmed;
    }

    /** A required text: null is missing. */
    String requiredText(Field field, String value, int max) {
        if (value == null) {
            required(field);
            return null;
        }
        return text(FieldPath.of(field), value, 1, max);
    }

    /** An optional text: blank reads as absent (null). */
    String optionalText(Field field, String value, int max) {
        if (value == null) {
            return null;
        }
        String checked = text(FieldPath.of(field), value, 0, max);
        return checked == null || checked.isEmpty() ? null : checked;
    }

    void atLeast(Field field, int value, int min) {
        if (value < min) {
            add(field, ViolationKind.BELOW_MINIMUM, value, min);
        }
    }

    void atMost(Field field, int value, int max) {
        if (value > max) {
            add(field, ViolationKind.ABOVE_MAXIMUM, value, max);
        }
    }

    /** Throws when anything was found; every rule of a request runs before this is called. */
    void throwIfAny() {
        if (!found.isEmpty()) {
            throw new InvalidRequestException(found);
        }
    }
}
