package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.listing.ListingId;

/**
 * A listing's id as a number in the id's own order, the tie-breaker of equal matches: comparing numbers is cheap,
 * where a sort on the id's text decompresses the terms dictionary for every competitive result. An issued id is a
 * UUID, whose first 16 hex digits decide the order: the time of issue and a counter (see {@link ListingId#issue()}).
 * Ids sharing them tie and fall back to index order: two instances' ids of one millisecond and counter, or two of
 * the random ids issued before ids were in time order (about one pair in 10^10 at a million listings). Any other id
 * is ordered by its first 8 characters.
 */
final class IdOrder {

    private static final int HEX_DIGITS = 16;
    private static final int CHARACTERS = 8;

    private IdOrder() {
    }

    static long of(ListingId id) {
        String digits = id.value().replace("-", "");
        long unsigned = isHex(digits) ? Long.parseUnsignedLong(digits.substring(0, HEX_DIGITS), 16) : packed(id.value());
        // Lucene compares longs signed: shifting by the sign bit keeps the unsigned order.
        return unsigned ^ Long.MIN_VALUE;
    }

    private static boolean isHex(String digits) {
        if (digits.length() < HEX_DIGITS) {
            return false;
        }
        for (int i = 0; i < HEX_DIGITS; i++) {
            char c = digits.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    private static long packed(String value) {
        long packed = 0;
        for (int i = 0; i < CHARACTERS; i++) {
            packed = packed << 8 | (i < value.length() ? Math.min(value.charAt(i), 0xFF) : 0);
        }
        return packed;
    }
}
