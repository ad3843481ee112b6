package dev.agentdirectory.core.error;

/** Every way a request to the directory can fail; adapters map each kind to their protocol once. */
public abstract sealed class DirectoryException extends RuntimeException
        permits InvalidRequestException, ListingNotFoundException, InvalidApiKeyException,
        ResyncNeededException, StoreUnavailableException, BusyException {

    protected DirectoryException(String message) {
        super(message, null, false, false);
    }

    /** A failure of a part the directory depends on, whose cause an operator needs to see. */
    protected DirectoryException(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}
