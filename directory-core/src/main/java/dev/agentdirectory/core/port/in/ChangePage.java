package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.change.FeedCursor;
import dev.agentdirectory.core.change.ListingChange;
import java.util.List;
import java.util.Objects;

/**
 * A page of the change feed: each listing changed in it once, at its latest position, in its current state or as
 * a tombstone, lowest position first. {@code next} resumes after the page; {@code more} says further changes are
 * ready now (the page was cut at its limit), else the reader is caught up until something new commits.
 */
public record ChangePage(List<ListingChange> changes, FeedCursor next, boolean more) {

    public ChangePage {
        changes = List.copyOf(changes);
        Objects.requireNonNull(next, "next");
    }
}
