package dev.agentdirectory.http.error;

import dev.agentdirectory.core.error.Violation;
import java.util.List;

/**
 * A request the HTTP layer refuses before the domain sees it (malformed JSON, wrong JSON types, a missing
 * header). Unlike the domain's violations, these carry their whole location, starting with {@code body} or
 * {@code header}.
 */
public final class RequestViolationException extends RuntimeException {

    private final transient List<Violation> violations;

    public RequestViolationException(List<Violation> violations) {
        super(violations.size() + " request violation(s)", null, false, false);
        this.violations = List.copyOf(violations);
    }

    public List<Violation> violations() {
        return violations;
    }
}
