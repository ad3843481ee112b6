package dev.agentdirectory.core.search;

import java.util.Objects;

/**
 * How far a search index has followed the store: the change log it was built from, and the position up to which
 * every change of that log is applied. An index resumes from its mark after a restart.
 */
public record IndexMark(String logId, long position) {

    public IndexMark {
        Objects.requireNonNull(logId, "logId");
        if (position < 0) {
            throw new IllegalArgumentException("position must not be negative");
        }
    }
}
