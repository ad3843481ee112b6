package dev.agentdirectory.core.change;

import java.time.Instant;

/**
 * A checked request for a page of the change feed: after {@code cursor} when given, else from the changes logged
 * since {@code updatedSince} when given, else from the log's beginning; at most {@code limit} changes.
 */
public record FeedRequest(FeedCursor cursor, Instant updatedSince, int limit) {

    public FeedRequest {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1");
        }
    }
}
