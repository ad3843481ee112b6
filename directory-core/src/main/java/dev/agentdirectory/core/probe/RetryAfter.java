package dev.agentdirectory.core.probe;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Reads a {@code Retry-After} header (RFC 9110 §10.2.3): delay-seconds or an HTTP date. Pure: the time is passed in. */
public final class RetryAfter {

    /** Far beyond any schedule's cap; longer delays are clamped to it before the schedule caps them again. */
    private static final long MAX_SECONDS = Duration.ofDays(365).toSeconds();

    private RetryAfter() {
    }

    /** How long the host asked us to wait from {@code now}; empty when the value is absent or unreadable. */
    public static Optional<Duration> parse(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        String text = value.strip();
        if (text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            // More than 18 digits cannot be a long: it is simply "very long".
            long seconds = text.length() > 18 ? MAX_SECONDS : Math.min(Long.parseLong(text), MAX_SECONDS);
            return Optional.of(Duration.ofSeconds(seconds));
        }
        try {
            Instant until = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            Duration wait = Duration.between(now, until);
            return Optional.of(wait.isNegative() ? Duration.ZERO : min(wait, Duration.ofSeconds(MAX_SECONDS)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
