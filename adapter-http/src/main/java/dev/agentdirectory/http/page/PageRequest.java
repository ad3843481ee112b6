package dev.agentdirectory.http.page;

import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.rules.Characters;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the page was asked for, read from {@code ?q=} and {@code ?offset=} so that it is always a valid search.
 * A person who mistypes a link gets the nearest sensible page and a sentence saying what changed (the
 * {@code notices}), never an error: an over-long query is cut to its first 500 characters, and an offset that
 * is not a whole number, or is negative, starts at the first result. An offset beyond the integer range is the
 * largest one, which is past every result.
 */
record PageRequest(String query, int offset, List<String> notices) {

    static final int PAGE_SIZE = ListingLimits.LIMIT_DEFAULT;
    private static final BigInteger LARGEST = BigInteger.valueOf(Integer.MAX_VALUE);

    PageRequest {
        Objects.requireNonNull(query, "query");
        if (offset < 0) {
            throw new IllegalArgumentException("offset must not be negative");
        }
        notices = List.copyOf(notices);
    }

    static PageRequest read(String q, String offset) {
        List<String> notices = new ArrayList<>();
        return new PageRequest(query(q, notices), offset(offset, notices), notices);
    }

    boolean isBrowse() {
        return query.isBlank();
    }

    SearchQuery searchQuery() {
        return new SearchQuery(query, PAGE_SIZE, offset);
    }

    private static String query(String q, List<String> notices) {
        String text = q == null ? "" : Characters.strip(q);
        if (Characters.count(text) <= ListingLimits.QUERY_MAX) {
            return text;
        }
        notices.add("A search can be at most " + ListingLimits.QUERY_MAX + " characters long, so only the first "
                + ListingLimits.QUERY_MAX + " characters of yours were used.");
        return Characters.strip(Characters.first(text, ListingLimits.QUERY_MAX));
    }

    private static int offset(String offset, List<String> notices) {
        String text = offset == null ? "" : offset.strip();
        if (text.isEmpty()) {
            return 0;
        }
        boolean negative = text.startsWith("-");
        String digits = text.startsWith("+") || negative ? text.substring(1) : text;
        if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            notices.add("The offset must be a whole number, so the results start at the first one.");
            return 0;
        }
        BigInteger value = new BigInteger(digits);
        if (negative && value.signum() > 0) {
            notices.add("The offset cannot be negative, so the results start at the first one.");
            return 0;
        }
        return value.min(LARGEST).intValue();
    }
}
