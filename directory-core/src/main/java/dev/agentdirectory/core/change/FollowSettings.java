package dev.agentdirectory.core.change;

import java.time.Duration;
import java.util.Objects;

/**
 * How a search index follows the change log. {@code settleTime}: how long a skipped position is waited for before
 * it is taken to have rolled back; it must exceed the longest write transaction. {@code batchSize}: changes read
 * per query, and listings per page of a full rebuild. {@code openingWait}: how long a search waits for an index
 * reopened from its mark to apply what the store committed since (after a crash, the writes its last commit missed);
 * past it, the search is answered from the index as it stands.
 */
public record FollowSettings(Duration settleTime, int batchSize, Duration openingWait) {

    public static final FollowSettings DEFAULT =
            new FollowSettings(Duration.ofSeconds(30), 1000, Duration.ofSeconds(10));

    public FollowSettings {
        Objects.requireNonNull(settleTime, "settleTime");
        Objects.requireNonNull(openingWait, "openingWait");
        if (settleTime.isNegative() || settleTime.isZero()) {
            throw new IllegalArgumentException("settleTime must be positive");
        }
        if (openingWait.isNegative()) {
            throw new IllegalArgumentException("openingWait must not be negative");
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be at least 1");
        }
    }
}
