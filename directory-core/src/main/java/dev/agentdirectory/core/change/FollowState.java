package dev.agentdirectory.core.change;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * Where a search index stands against the store. {@code caughtUp}: it has applied every change committed when its
 * last catch-up began, and follows the log since (readiness waits for this). {@code rebuilding}: a full rebuild
 * is streaming the store. {@code position}: every change up to it is applied; {@code behind}: changes logged
 * after it when it was last measured. {@code currentAsOf}: when the last catch-up that finished began, so every change
 * committed before it is applied; until the first one finishes, when the follower was created. A rebuild leaves it
 * where it was, since the index it clears held those changes no longer.
 */
public record FollowState(boolean caughtUp, boolean rebuilding, long position, long behind, Instant currentAsOf) {

    public FollowState {
        Objects.requireNonNull(currentAsOf, "currentAsOf");
    }

    /** How long the index may have missed changes for, at {@code now}: a bound on how stale search is. */
    public Duration lagAt(Instant now) {
        return now.isAfter(currentAsOf) ? Duration.between(currentAsOf, now) : Duration.ZERO;
    }
}
