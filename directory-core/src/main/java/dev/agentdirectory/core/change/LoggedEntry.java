package dev.agentdirectory.core.change;

import dev.agentdirectory.core.listing.ListingId;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Objects;

/**
 * What the log held at a position, as a reader read it: the listing and the time it was logged. Entries never
 * change, so another one found at that position later means the log went back and another write took the position.
 */
public record LoggedEntry(ListingId listingId, Instant loggedAt) {

    public LoggedEntry {
        Objects.requireNonNull(listingId, "listingId");
        Objects.requireNonNull(loggedAt, "loggedAt");
    }

    public static LoggedEntry of(ListingChange change) {
        return new LoggedEntry(change.listingId(), change.loggedAt());
    }

    /** Whether {@code change} is this entry, read again. */
    public boolean isAgain(ListingChange change) {
        return listingId.equals(change.listingId()) && loggedAt.equals(change.loggedAt());
    }

    /** 64 bits that tell this entry from any other a position could hold, for a reader to carry in a cursor. */
    public long fingerprint() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((listingId.value() + "\n" + loggedAt).getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
