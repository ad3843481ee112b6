package dev.agentdirectory.core.error;

/** The presented key is not the key of that listing. */
public final class InvalidApiKeyException extends DirectoryException {

    public InvalidApiKeyException() {
        super("Invalid API key");
    }
}
