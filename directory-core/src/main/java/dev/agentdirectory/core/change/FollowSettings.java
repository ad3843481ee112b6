package dev.agentdirectory.core.change;

import java.time.Duration;
import java.util.Objects;

/**
 * How a search index follows the change log. {@code settleTime}: how long a skipped position is waited for before
 * it is taken to have rolled back; it must exceed the longest write transaction. {@code batchSize}: changes read
 * per query, and listings per page of a full rebuild.
 */
public record FollowSettings(Duration settleTime, int batchSize) {

    public static final FollowSettings DEFAULT = new FollowSettings(Duration.ofSeconds(30), 1000);

    public FollowSettings {
        Objects.requireNonNull(settleTime, "settleTime");
        if (settleTime.isNegative() || settleTime.isZero()) {
            throw new IllegalArgumentException("settleTime must be positive");
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be at least 1");
        }
    }
}
