package dev.agentdirectory.core.error;

import java.util.Objects;

/**
 * One broken rule: where ({@code path}), which rule ({@code kind}), the offending value as given ({@code input},
 * may be null) and the limit it broke ({@code limit}, whose meaning each {@link ViolationKind} documents; may be
 * null). Adapters render violations in their own words.
 */
public record Violation(FieldPath path, ViolationKind kind, Object input, Object limit) {

    public Violation {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(kind, "kind");
    }

    public static Violation of(Field field, ViolationKind kind, Object input, Object limit) {
        return new Violation(FieldPath.of(field), kind, input, limit);
    }

    public static Violation wrongType(FieldPath path, ExpectedType expected, Object input) {
        return new Violation(path, ViolationKind.WRONG_TYPE, input, expected);
    }

    public Field field() {
        return path.field();
    }
}
