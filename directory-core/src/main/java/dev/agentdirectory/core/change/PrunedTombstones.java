package dev.agentdirectory.core.change;

import java.time.Instant;
import java.util.Objects;

/**
 * How far compaction has removed tombstones: every removed one stood at or below {@code through} and was logged
 * before {@code loggedBefore}. A reader standing below {@code through} may have missed a deregistration, unless it
 * needs no tombstone logged before {@code loggedBefore}.
 */
public record PrunedTombstones(long through, Instant loggedBefore) {

    /** Nothing removed yet. */
    public static final PrunedTombstones NONE = new PrunedTombstones(0, Instant.EPOCH);

    public PrunedTombstones {
        Objects.requireNonNull(loggedBefore, "loggedBefore");
        if (through < 0) {
            throw new IllegalArgumentException("through must not be negative");
        }
    }

    /** Whether a reader at {@code position}, which needs no tombstone logged before {@code since}, may have missed one. */
    public boolean mayHaveRemovedWhatIsNeededBy(long position, Instant since) {
        return position < through && since.isBefore(loggedBefore);
    }
}
