package dev.agentdirectory.core.listing;

import java.util.Objects;
import java.util.UUID;

/** An opaque, unguessable listing identifier; never reused. */
public record ListingId(String value) implements Comparable<ListingId> {

    public ListingId {
        Objects.requireNonNull(value, "value");
    }

    public static ListingId random() {
        return new ListingId(UUID.randomUUID().toString());
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
