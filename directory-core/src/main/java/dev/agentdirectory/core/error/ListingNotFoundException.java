package dev.agentdirectory.core.error;

/** No listing has the given id (it never existed, or it was deregistered). */
public final class ListingNotFoundException extends DirectoryException {

    public ListingNotFoundException() {
        super("Service not found");
    }
}
