package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Work that fails on every try of its schedule is logged once with its stack, then a line a minute. */
class RetriedFailuresTest {

    private static final String CATCH_UP = "The search index could not catch up with the store; it tries again";
    private static final String EMBED = "Listings could not be embedded; the embedder tries again shortly";

    private final AtomicLong now = new AtomicLong();
    private final RetriedFailures failures = new RetriedFailures(now::get);

    private static RuntimeException outage() {
        return new IllegalStateException("could not query the change log",
                new ConnectException("Connection refused\nat the second line"));
    }

    private Optional<RetriedFailures.Entry> failAfter(Duration wait, String message) {
        now.addAndGet(wait.toNanos());
        return failures.failed(message, outage());
    }

    @Test
    void theFirstFailureIsLoggedWithItsStack() {
        assertEquals(Optional.of(new RetriedFailures.Entry(CATCH_UP, true)), failAfter(Duration.ZERO, CATCH_UP));
    }

    @Test
    void whileTheWorkGoesOnFailingALineAMinuteSaysHowOftenAndWhy() {
        failAfter(Duration.ZERO, CATCH_UP);
        int logged = 0;
        Optional<RetriedFailures.Entry> reminder = Optional.empty();
        for (int i = 0; i < 240; i++) { // a minute of tries every 250 ms
            Optional<RetriedFailures.Entry> entry = failAfter(Duration.ofMillis(250), CATCH_UP);
            if (entry.isPresent()) {
                logged++;
                reminder = entry;
            }
        }

        assertEquals(1, logged);
        assertFalse(reminder.orElseThrow().withStack());
        assertEquals(CATCH_UP + " (still failing: 240 more times since the last line; the latest: ConnectException: "
                + "Connection refused)", reminder.orElseThrow().line());
    }

    @Test
    void aFailureAfterAMinuteWithoutOneStartsOverWithItsStack() {
        failAfter(Duration.ZERO, CATCH_UP);
        failAfter(Duration.ofSeconds(1), CATCH_UP);

        assertTrue(failAfter(Duration.ofSeconds(61), CATCH_UP).orElseThrow().withStack());
    }

    @Test
    void eachKindOfWorkIsCountedApart() {
        assertTrue(failAfter(Duration.ZERO, CATCH_UP).isPresent());
        assertTrue(failAfter(Duration.ofMillis(1), EMBED).isPresent());
        assertTrue(failAfter(Duration.ofMillis(1), CATCH_UP).isEmpty());
    }
}
