package dev.agentdirectory.core.change;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a reader of the change feed stands: in the log {@code logId}, every change up to {@code position} is
 * delivered or settled. {@code since}: the reader needs no tombstone logged before it, because it held no listing
 * before then or already had every change logged before then; compaction that removed only older tombstones does
 * not invalidate the cursor. {@code entry}: the fingerprint of the entry the reader was given at {@code position}
 * ({@link LoggedEntry#fingerprint()}), null when none was: another entry found there later means the log went back.
 * Passed around as opaque text; {@code since} is kept to the millisecond, rounded down.
 */
public record FeedCursor(String logId, long position, Instant since, Long entry) {

    /** Longer text is no cursor this directory issued. */
    public static final int MAX_TEXT = 512;

    // Version 1 has no entry; version 2 ends with one, as 16 hex digits. The log id may hold dots.
    private static final String RECORD = "\\.(.+)\\.(0|[1-9]\\d{0,18})\\.(-?\\d{1,19})";
    private static final Pattern VERSION_1 = Pattern.compile("1" + RECORD);
    private static final Pattern VERSION_2 = Pattern.compile("2" + RECORD + "\\.([0-9a-f]{16})");

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

    /** A cursor that knows no entry at its position. */
    public FeedCursor(String logId, long position, Instant since) {
        this(logId, position, since, null);
    }

    /** The cursor as URL-safe text (base64url of a versioned record), for the reader to hand back unchanged. */
    public String encode() {
        String record = "." + logId + "." + position + "." + since.toEpochMilli();
        String plain = entry == null ? "1" + record : "2" + record + "." + HexFormat.of().toHexDigits(entry);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }

    /** The cursor {@link #encode()} wrote, or empty for any other text. */
    public static Optional<FeedCursor> decode(String text) {
        if (text.length() > MAX_TEXT) {
            return Optional.empty();
        }
        try {
            String plain = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII);
            Matcher matcher = (plain.startsWith("2") ? VERSION_2 : VERSION_1).matcher(plain);
            if (!matcher.matches() || !plain.chars().allMatch(c -> c > ' ' && c < 127)) {
                return Optional.empty();
            }
            Long entry = matcher.groupCount() == 4 ? HexFormat.fromHexDigitsToLong(matcher.group(4)) : null;
            return Optional.of(new FeedCursor(matcher.group(1), Long.parseLong(matcher.group(2)),
                    Instant.ofEpochMilli(Long.parseLong(matcher.group(3))), entry));
        } catch (IllegalArgumentException e) { // not base64url, or a number beyond a long
            return Optional.empty();
        }
    }
}
