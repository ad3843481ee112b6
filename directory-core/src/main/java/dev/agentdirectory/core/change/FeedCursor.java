package dev.agentdirectory.core.change;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a reader of the change feed stands: in the log {@code logId}, every change up to {@code position} is
 * delivered or settled. {@code since}: the reader needs no tombstone logged before it, because it held no listing
 * before then or already had every change logged before then; compaction that removed only older tombstones does
 * not invalidate the cursor. Passed around as opaque text; {@code since} is kept to the millisecond, rounded down.
 */
public record FeedCursor(String logId, long position, Instant since) {

    /** Longer text is no cursor this directory issued. */
    public static final int MAX_TEXT = 512;

    private static final String VERSION = "1";
    private static final Pattern TEXT = Pattern.compile("1\\.(.+)\\.(0|[1-9]\\d{0,18})\\.(-?\\d{1,19})");

    public FeedCursor {
        Objects.requireNonNull(logId, "logId");
        Objects.requireNonNull(since, "since");
        if (logId.isBlank()) {
            throw new IllegalArgumentException("logId must not be blank");
        }
        if (position < 0) {
            throw new IllegalArgumentException("position must not be negative");
        }
        since = since.truncatedTo(ChronoUnit.MILLIS);
    }

    /** The cursor as URL-safe text (base64url of a versioned record), for the reader to hand back unchanged. */
    public String encode() {
        String plain = VERSION + "." + logId + "." + position + "." + since.toEpochMilli();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }

    /** The cursor {@link #encode()} wrote, or empty for any other text. */
    public static Optional<FeedCursor> decode(String text) {
        if (text.length() > MAX_TEXT) {
            return Optional.empty();
        }
        try {
            String plain = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII);
            Matcher matcher = TEXT.matcher(plain);
            if (!matcher.matches() || !plain.chars().allMatch(c -> c > ' ' && c < 127)) {
                return Optional.empty();
            }
            return Optional.of(new FeedCursor(matcher.group(1), Long.parseLong(matcher.group(2)),
                    Instant.ofEpochMilli(Long.parseLong(matcher.group(3)))));
        } catch (IllegalArgumentException e) { // not base64url, or a number beyond a long
            return Optional.empty();
        }
    }
}
