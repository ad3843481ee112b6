package dev.agentdirectory.core.change;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a reader reads when it checks its place in the log as it reads on: the entry at its position, when the log
 * still holds one there, and the committed changes above it, lowest position first.
 */
public record EntryAndAbove(Optional<ListingChange> atPosition, List<ListingChange> above) {

    public EntryAndAbove {
        Objects.requireNonNull(atPosition, "atPosition");
        above = List.copyOf(above);
    }
}
