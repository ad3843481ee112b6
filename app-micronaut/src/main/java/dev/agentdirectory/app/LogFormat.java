package dev.agentdirectory.app;

import java.util.Locale;
import java.util.Optional;

/**
 * {@code LOG_FORMAT}, read before the log is: logback.xml includes {@code logback-<format>.xml}, and a format with no
 * such file (xml, or JSON in capitals) left the service running with no log at all. Case is ignored; any other value
 * stops the start with a sentence on standard error, since there is no log to write it to.
 */
final class LogFormat {

    static final String NAME = "LOG_FORMAT";

    private LogFormat() {
    }

    /** Sets the format for logback, or answers why the value cannot be one. */
    static Optional<String> apply() {
        String given = System.getProperty(NAME, System.getenv(NAME));
        Optional<String> format = format(given);
        format.ifPresent(known -> System.setProperty(NAME, known));
        return given == null || given.isBlank() || format.isPresent() ? Optional.empty()
                : Optional.of(NAME + "=" + given + ": the log's format is text (the default) or json");
    }

    /** The format a value names, lower case; empty when it names none. */
    static Optional<String> format(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String format = value.strip().toLowerCase(Locale.ROOT);
        return format.equals("text") || format.equals("json") ? Optional.of(format) : Optional.empty();
    }
}
