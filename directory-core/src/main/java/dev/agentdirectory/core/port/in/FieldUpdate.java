package dev.agentdirectory.core.port.in;

/**
 * One field of a partial update: absent (leave it alone), or present with a value that may be null
 * (clear it, or keep it when the field is required).
 */
public record FieldUpdate<T>(boolean present, T value) {

    private static final FieldUpdate<?> ABSENT = new FieldUpdate<>(false, null);

    @SuppressWarnings("unchecked")
    public static <T> FieldUpdate<T> absent() {
        return (FieldUpdate<T>) ABSENT;
    }

    public static <T> FieldUpdate<T> of(T value) {
        return new FieldUpdate<>(true, value);
    }

    public boolean hasValue() {
        return present && value != null;
    }
}
