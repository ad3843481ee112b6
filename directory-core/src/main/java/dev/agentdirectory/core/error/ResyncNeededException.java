package dev.agentdirectory.core.error;

/**
 * A reader of the change feed cannot be brought up to date from where it says it stands: it must read the whole
 * feed again from the start and drop what it holds that the feed no longer names.
 */
public final class ResyncNeededException extends DirectoryException {

    private static final String RESYNC = ": resync from scratch (no cursor and no updated_since) and drop every "
            + "listing you hold that the full feed does not return";

    private ResyncNeededException(String reason) {
        super(reason + RESYNC);
    }

    /** The cursor names another log: the database was replaced, and deletions before that are not in this log. */
    public static ResyncNeededException otherLog() {
        return new ResyncNeededException("This cursor comes from another database's change log");
    }

    /** Tombstones the reader still needs were compacted away. */
    public static ResyncNeededException tombstonesPruned() {
        return new ResyncNeededException("Deletions after this cursor or updated_since have been compacted away");
    }

    /**
     * The log holds another change at the cursor's position than the one the reader was given there: the database
     * went back to an older copy and has taken new writes since.
     */
    public static ResyncNeededException positionTakenAgain() {
        return new ResyncNeededException("The change log holds another change at this cursor's position than the one "
                + "you were given there (the database was restored from an older copy)");
    }

    /** The cursor stands past every position the log has given: the database went back to an older copy. */
    public static ResyncNeededException pastTheEnd() {
        return new ResyncNeededException("This cursor stands past the end of the change log (the database was "
                + "restored from an older copy)");
    }
}
