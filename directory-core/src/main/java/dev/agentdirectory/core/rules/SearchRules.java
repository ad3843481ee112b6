package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchableText;
import java.time.Instant;

/** A query of at most 500 characters (empty by default), a limit of 1 to 25 (10), an offset of at least 0. */
public final class SearchRules {

    private SearchRules() {
    }

    public static SearchCriteria check(SearchQuery query, Instant now) {
        Violations violations = new Violations(query.readErrors());
        String text = query.query() == null ? "" : query.query();
        if (Characters.count(text) > ListingLimits.QUERY_MAX) {
            violations.add(Field.QUERY, ViolationKind.TOO_LONG, text, ListingLimits.QUERY_MAX);
        }
        int limit = query.limit() == null ? ListingLimits.LIMIT_DEFAULT : query.limit();
        violations.atLeast(Field.LIMIT, limit, ListingLimits.LIMIT_MIN);
        violations.atMost(Field.LIMIT, limit, ListingLimits.LIMIT_MAX);
        int offset = query.offset() == null ? 0 : query.offset();
        violations.atLeast(Field.OFFSET, offset, 0);
        violations.throwIfAny();
        return new SearchCriteria(Characters.strip(SearchableText.of(text)), offset, limit, now);
    }
}
