package dev.agentdirectory.core.listing;

import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * An opaque, unguessable listing identifier; never reused.
 *
 * <p>Issued ids are UUIDs of version 7 (RFC 9562): the time of issue in milliseconds, a counter within the
 * millisecond, then 62 random bits. Each id this process issues sorts after the one before, so a store's indexes on
 * the id grow at their end: a registration rewrites the pages it just wrote, already in memory, rather than a page
 * anywhere in the table, read back from disk first. The random bits keep ids unguessable. What an id gives away is
 * the millisecond its listing was registered in, by the clock of the process that issued it: no secret, since a
 * listing is public from that moment on.
 */
public record ListingId(String value) implements Comparable<ListingId> {

    private static final Pattern ISSUED = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    private static final int COUNTER_BITS = 12;
    // The high half: 48 bits of milliseconds, then the 4 version bits, then the counter.
    private static final int MILLIS_SHIFT = 16;
    private static final long VERSION_7 = 0x7000L;
    // The last id's time and counter, (millis << COUNTER_BITS) | counter: the next one is at least one more.
    private static final AtomicLong LAST_ISSUED = new AtomicLong();

    public ListingId {
        Objects.requireNonNull(value, "value");
    }

    /**
     * A new id, after every id issued before it by this process, even when the clock steps back or more than 4,096
     * are issued within one millisecond (the counter then runs into the next millisecond).
     */
    public static ListingId issue() {
        long now = System.currentTimeMillis() << COUNTER_BITS;
        long issued = LAST_ISSUED.updateAndGet(last -> Math.max(now, last + 1));
        long millis = issued >>> COUNTER_BITS;
        long counter = issued & ((1L << COUNTER_BITS) - 1);
        // A version 4 UUID's low half is 62 random bits from a SecureRandom, and variant bits that version 7 shares.
        long random = UUID.randomUUID().getLeastSignificantBits();
        return new ListingId(new UUID(millis << MILLIS_SHIFT | VERSION_7 | counter, random).toString());
    }

    /**
     * Whether this could be an id {@link #issue()} issued, now or before ids were in time order; anything else names
     * no listing.
     */
    public boolean couldBeIssued() {
        return ISSUED.matcher(value).matches();
    }

    @Override
    public int compareTo(ListingId other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
