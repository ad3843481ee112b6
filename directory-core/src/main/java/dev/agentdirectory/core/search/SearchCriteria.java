package dev.agentdirectory.core.search;

import dev.agentdirectory.core.meaning.QueryMeaning;
import java.time.Instant;
import java.util.Objects;

/**
 * One page of a search, already validated. A blank {@code text} means browse mode. {@code now} decides which
 * listings are hidden. {@code meaning} embeds the query when it is also searched by meaning
 * ({@link QueryMeaning#NONE} when not).
 */
public record SearchCriteria(String text, int offset, int limit, Instant now, QueryMeaning meaning) {

    public SearchCriteria {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(now, "now");
        Objects.requireNonNull(meaning, "meaning");
        if (offset < 0 || limit < 1) {
            throw new IllegalArgumentException("offset must be >= 0 and limit >= 1");
        }
    }

    /** A search by words only. */
    public SearchCriteria(String text, int offset, int limit, Instant now) {
        this(text, offset, limit, now, QueryMeaning.NONE);
    }

    public SearchCriteria withMeaning(QueryMeaning queryMeaning) {
        return new SearchCriteria(text, offset, limit, now, queryMeaning);
    }

    public boolean isSearchedByMeaning() {
        return meaning != QueryMeaning.NONE;
    }

    public boolean isBrowse() {
        return text.isBlank();
    }
}
