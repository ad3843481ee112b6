package dev.agentdirectory.core.rules;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;

/** Date-times as RFC 3339 writes them: a date, {@code T}, a time and an offset ({@code Z} or {@code ±hh:mm}). */
final class Rfc3339 {

    static final String FORM = "expected an RFC 3339 date-time such as 2026-01-01T00:00:00Z "
            + "(in a URL, write a + offset as %2B)";

    private Rfc3339() {
    }

    static Optional<Instant> parse(String text) {
        try {
            // RFC 3339 lets T and Z be written in lower case too.
            return Optional.of(OffsetDateTime.parse(text.toUpperCase(Locale.ROOT),
                    DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
