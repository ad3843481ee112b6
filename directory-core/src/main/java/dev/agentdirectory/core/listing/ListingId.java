package dev.agentdirectory.core.listing;

import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;

/** An opaque, unguessable listing identifier; never reused. */
public record ListingId(String value) implements Comparable<ListingId> {

    private static final Pattern ISSUED = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    public ListingId {
        Objects.requireNonNull(value, "value");
    }

    public static ListingId random() {
        return new ListingId(UUID.randomUUID().toString());
    }

    /** Whether this could be an id {@link #random()} issued; anything else names no listing. */
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
