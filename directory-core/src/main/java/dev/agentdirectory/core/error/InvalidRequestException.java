package dev.agentdirectory.core.error;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A request broke one or more rules; every violation is listed, not just the first. The message names each field,
 * rule and limit, never the value sent: applications log exception messages, and a value may be a URL with a password
 * in it, a key, or a description of thousands of characters. {@link #violations()} carries the values.
 */
public final class InvalidRequestException extends DirectoryException {

    private final transient List<Violation> violations;

    public InvalidRequestException(List<Violation> violations) {
        super(violations.size() + " invalid field(s): " + violations.stream()
                .map(violation -> violation.path() + " " + violation.kind()
                        + (violation.limit() == null ? "" : " (" + violation.limit() + ")"))
                .collect(Collectors.joining(", ")));
        if (violations.isEmpty()) {
            throw new IllegalArgumentException("an invalid request has at least one violation");
        }
        this.violations = List.copyOf(violations);
    }

    public List<Violation> violations() {
        return violations;
    }
}
