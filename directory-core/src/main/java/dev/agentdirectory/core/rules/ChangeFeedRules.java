package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.change.FeedCursor;
import dev.agentdirectory.core.change.FeedRequest;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.ChangesQuery;
import java.time.Instant;

/**
 * A cursor must be one this directory issued, {@code updated_since} an RFC 3339 date-time, the limit 1 to 500
 * (100). An empty cursor or time counts as absent, as clients that always send the parameter mean.
 */
public final class ChangeFeedRules {

    private ChangeFeedRules() {
    }

    public static FeedRequest check(ChangesQuery query) {
        Violations violations = new Violations(query.readErrors());
        FeedCursor cursor = null;
        if (isGiven(query.cursor())) {
            cursor = FeedCursor.decode(query.cursor()).orElse(null);
            if (cursor == null) {
                violations.add(Field.CURSOR, ViolationKind.NOT_A_CURSOR, query.cursor(), null);
            }
        }
        Instant updatedSince = null;
        if (isGiven(query.updatedSince())) {
            updatedSince = Rfc3339.parse(query.updatedSince()).orElse(null);
            if (updatedSince == null) {
                violations.add(Field.UPDATED_SINCE, ViolationKind.NOT_A_TIME, query.updatedSince(), Rfc3339.FORM);
            }
        }
        int limit = query.limit() == null ? ListingLimits.FEED_LIMIT_DEFAULT : query.limit();
        violations.atLeast(Field.LIMIT, limit, ListingLimits.LIMIT_MIN);
        violations.atMost(Field.LIMIT, limit, ListingLimits.FEED_LIMIT_MAX);
        violations.throwIfAny();
        return new FeedRequest(cursor, updatedSince, limit);
    }

    private static boolean isGiven(String text) {
        return text != null && !text.isEmpty();
    }
}
