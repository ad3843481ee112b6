package dev.agentdirectory.http.error;

import dev.agentdirectory.http.wire.ValidationErrorItem;
import java.util.ArrayList;
import java.util.List;

/**
 * A request refused before any command could be read from it: a body that is missing, malformed or not a JSON
 * object, or a missing header. Its items carry their whole location, starting with {@code body} or
 * {@code header}.
 */
public final class RequestViolationException extends RuntimeException {

    private final transient List<ValidationErrorItem> items;

    public RequestViolationException(List<ValidationErrorItem> items) {
        super(items.size() + " request violation(s)", null, false, false);
        this.items = List.copyOf(items);
    }

    /** The same refusal with {@code first} listed before its own items. */
    public RequestViolationException after(ValidationErrorItem first) {
        List<ValidationErrorItem> all = new ArrayList<>();
        all.add(first);
        all.addAll(items);
        return new RequestViolationException(all);
    }

    public List<ValidationErrorItem> items() {
        return items;
    }
}
