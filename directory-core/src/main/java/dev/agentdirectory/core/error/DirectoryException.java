package dev.agentdirectory.core.error;

/** Every way a request to the directory can fail; adapters map each kind to their protocol once. */
public abstract sealed class DirectoryException extends RuntimeException
        permits InvalidRequestException, ListingNotFoundException, InvalidApiKeyException,
        ResyncNeededException {

    protected DirectoryException(String message) {
        super(message, null, false, false);
    }
}
