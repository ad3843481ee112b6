package dev.agentdirectory.core.error;

import java.time.Duration;

/**
 * The directory is already doing as much of this kind of work as it does at once. Nothing is wrong with the request,
 * and the same request may succeed after {@link #retryAfter()}.
 */
public final class BusyException extends DirectoryException {

    private final Duration retryAfter;

    public BusyException(String message, Duration retryAfter) {
        super(message);
        this.retryAfter = retryAfter;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
