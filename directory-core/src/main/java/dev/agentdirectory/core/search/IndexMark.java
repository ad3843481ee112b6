package dev.agentdirectory.core.search;

import dev.agentdirectory.core.change.LoggedEntry;
import java.util.Objects;
import java.util.Optional;

/**
 * How far a search index has followed the store: the change log it was built from, the position up to which every
 * change of that log is applied, and the entry read at that position when one was (none where the position is one
 * no write holds, or for a mark from before entries were kept). An index resumes from its mark after a restart; the
 * entry tells whether the log there is still the one it followed.
 */
public record IndexMark(String logId, long position, LoggedEntry entry) {

    public IndexMark {
        Objects.requireNonNull(logId, "logId");
        if (position < 0) {
            throw new IllegalArgumentException("position must not be negative");
        }
    }

    /** A mark without the entry at its position. */
    public IndexMark(String logId, long position) {
        this(logId, position, null);
    }

    public Optional<LoggedEntry> entryAtPosition() {
        return Optional.ofNullable(entry);
    }
}
