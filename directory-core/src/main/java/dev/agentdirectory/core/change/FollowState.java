package dev.agentdirectory.core.change;

/**
 * Where a search index stands against the store. {@code caughtUp}: it has applied every change committed when its
 * last catch-up began, and follows the log since (readiness waits for this). {@code rebuilding}: a full rebuild
 * is streaming the store. {@code position}: every change up to it is applied; {@code behind}: changes logged
 * after it when it was last measured.
 */
public record FollowState(boolean caughtUp, boolean rebuilding, long position, long behind) {
}
