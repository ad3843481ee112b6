package dev.agentdirectory.core.error;

import java.util.List;

/** A request broke one or more rules; every violation is listed, not just the first. */
public final class InvalidRequestException extends DirectoryException {

    private final transient List<Violation> violations;

    public InvalidRequestException(List<Violation> violations) {
        super(violations.size() + " invalid field(s): " + violations);
        if (violations.isEmpty()) {
            throw new IllegalArgumentException("an invalid request has at least one violation");
        }
        this.violations = List.copyOf(violations);
    }

    public List<Violation> violations() {
        return violations;
    }
}
