package dev.agentdirectory.core.search;

import java.time.Instant;
import java.util.Objects;

/**
 * One page of a search, already validated. A blank {@code text} means browse mode. {@code now} decides which
 * listings are hidden.
 */
public record SearchCriteria(String text, int offset, int limit, Instant now) {

    public SearchCriteria {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(now, "now");
        if (offset < 0 || limit < 1) {
            throw new IllegalArgumentException("offset must be >= 0 and limit >= 1");
        }
    }

    public boolean isBrowse() {
        return text.isBlank();
    }
}
