package dev.agentdirectory.core.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One broken rule. {@code location} is the path to the field inside the request (field names as the contract
 * spells them, list indexes as integers); {@code input} is the offending value (may be null);
 * {@code context} carries the limit that was broken, such as {@code max_length}.
 */
public record Violation(List<Object> location, ViolationType type, String message, Object input,
                        Map<String, Object> context) {

    public Violation {
        location = List.copyOf(location);
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(message, "message");
        context = Map.copyOf(context);
    }

    public static Violation of(String field, ViolationType type, String message, Object input) {
        return new Violation(List.of(field), type, message, input, Map.of());
    }

    /** The same violation, located inside {@code parent} (for example the request body). */
    public Violation under(Object parent) {
        List<Object> whole = new ArrayList<>();
        whole.add(parent);
        whole.addAll(location);
        return new Violation(whole, type, message, input, context);
    }

    public String field() {
        return location.isEmpty() ? "" : String.valueOf(location.get(0));
    }
}
