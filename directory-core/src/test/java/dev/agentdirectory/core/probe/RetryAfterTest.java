package dev.agentdirectory.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class RetryAfterTest {

    private static final Instant NOW = Instant.parse("2025-03-01T12:00:00Z");

    @Test
    void delaySecondsAreReadAsADuration() {
        assertEquals(Optional.of(Duration.ofSeconds(120)), RetryAfter.parse("120", NOW));
    }

    @Test
    void surroundingWhitespaceIsIgnored() {
        assertEquals(Optional.of(Duration.ofSeconds(30)), RetryAfter.parse(" 30 ", NOW));
    }

    @Test
    void anHttpDateIsReadAsTheTimeLeftUntilIt() {
        assertEquals(Optional.of(Duration.ofMinutes(5)), RetryAfter.parse("Sat, 01 Mar 2025 12:05:00 GMT", NOW));
    }

    @Test
    void anHttpDateInThePastMeansNoWait() {
        assertEquals(Optional.of(Duration.ZERO), RetryAfter.parse("Sat, 01 Mar 2025 11:00:00 GMT", NOW));
    }

    @Test
    void anEnormousDelayIsClampedRatherThanOverflowing() {
        assertEquals(Optional.of(Duration.ofDays(365)), RetryAfter.parse("99999999999999999999999", NOW));
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"soon", "-5", "1.5", "Saturday, 01-Mar-25 12:05:00 GMT"})
    void aValueThatIsNeitherSecondsNorAnHttpDateIsNotRead(String value) {
        assertEquals(Optional.empty(), RetryAfter.parse(value, NOW));
    }
}
