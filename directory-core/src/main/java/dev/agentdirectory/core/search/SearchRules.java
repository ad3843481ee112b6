package dev.agentdirectory.core.search;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.core.error.Violations;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.SearchQuery;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** A query of at most 500 characters (empty by default), a limit of 1 to 25 (10), an offset of at least 0. */
public final class SearchRules {

    public static final String QUERY = "query";
    public static final String LIMIT = "limit";
    public static final String OFFSET = "offset";

    private SearchRules() {
    }

    public static SearchCriteria check(SearchQuery query, Instant now) {
        Violations violations = new Violations();
        String text = query.query() == null ? "" : query.query();
        if (text.length() > ListingLimits.QUERY_MAX) {
            violations.add(new Violation(List.of(QUERY), ViolationType.STRING_TOO_LONG,
                    "String should have at most " + ListingLimits.QUERY_MAX + " characters", text,
                    Map.of("max_length", ListingLimits.QUERY_MAX)));
        }
        int limit = query.limit() == null ? ListingLimits.LIMIT_DEFAULT : query.limit();
        violations.atLeast(LIMIT, limit, ListingLimits.LIMIT_MIN);
        violations.atMost(LIMIT, limit, ListingLimits.LIMIT_MAX);
        int offset = query.offset() == null ? 0 : query.offset();
        violations.atLeast(OFFSET, offset, 0);
        violations.throwIfAny();
        return new SearchCriteria(text.strip(), offset, limit, now);
    }
}
