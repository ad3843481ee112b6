package dev.agentdirectory.core.error;

/**
 * The store could not be reached, or stopped answering during the call: its server went away, or it could not write
 * (a full disk). Nothing is wrong with the request, and the same request may succeed shortly. A read read nothing; a
 * write changed nothing, unless the connection was lost while it committed, in which case it cannot tell.
 */
public final class StoreUnavailableException extends DirectoryException {

    public StoreUnavailableException(Throwable cause) {
        super("The directory's database is unavailable right now; try again in a few seconds", cause);
    }
}
