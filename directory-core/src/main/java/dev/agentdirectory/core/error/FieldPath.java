package dev.agentdirectory.core.error;

import java.util.Objects;

/** Where a violation is: a field, and for a list field the element's index (null for the field itself). */
public record FieldPath(Field field, Integer index) {

    public FieldPath {
        Objects.requireNonNull(field, "field");
        if (index != null && index < 0) {
            throw new IllegalArgumentException("index must not be negative");
        }
    }

    public static FieldPath of(Field field) {
        return new FieldPath(field, null);
    }

    public FieldPath element(int i) {
        return new FieldPath(field, i);
    }

    @Override
    public String toString() {
        return index == null ? field.name() : field.name() + "[" + index + "]";
    }
}
