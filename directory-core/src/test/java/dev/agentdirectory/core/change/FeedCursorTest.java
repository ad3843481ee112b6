package dev.agentdirectory.core.change;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class FeedCursorTest {

    private static final Instant SINCE = Instant.parse("2026-01-01T00:00:00.123456Z");

    private static String base64(String plain) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aCursorReadsBackFromItsTextWithItsTimeRoundedDownToTheMillisecond() {
        FeedCursor cursor = new FeedCursor("3f0c7a52-1b7e-4b8e-9d6f-0d1c2b3a4f5e", 9_007_199_254_740_993L, SINCE);

        Optional<FeedCursor> read = FeedCursor.decode(cursor.encode());

        assertEquals(Optional.of(cursor), read);
        assertEquals(Instant.parse("2026-01-01T00:00:00.123Z"), read.orElseThrow().since());
    }

    @Test
    void aCursorReadsBackWithTheEntryItWasGivenAtItsPosition() {
        for (long entry : new long[] {0, 42, -1, Long.MIN_VALUE, Long.MAX_VALUE}) {
            FeedCursor cursor = new FeedCursor("a.b.c", 5, SINCE, entry);

            assertEquals(Optional.of(cursor), FeedCursor.decode(cursor.encode()));
        }
    }

    @Test
    void theTextIsSafeInAUrlAsItIs() {
        String text = new FeedCursor("log~id?&=", 12, SINCE).encode();

        assertTrue(text.matches("[A-Za-z0-9_-]+"), text);
    }

    @Test
    void aLogIdWithDotsReadsBackWhole() {
        FeedCursor cursor = new FeedCursor("a.b.c", 5, Instant.EPOCH.minusSeconds(30));

        assertEquals(Optional.of(cursor), FeedCursor.decode(cursor.encode()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "not a cursor", "!!!!", "MS5sb2cuMS4y=x", "%3D%3D"})
    void textThatIsNotBase64UrlIsNoCursor(String text) {
        assertEquals(Optional.empty(), FeedCursor.decode(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2.log.1.0", "1.log.1", "1..1.0", "1.log.-1.0", "1.log.01.0", "1.log.x.0",
            "1.log.1.1.5e3", "1.log.99999999999999999999.0", "1.log.9223372036854775808.0", "1.lög.1.0",
            "1.lo g.1.0", "1.log.1.0\n", "1.log.1.0.0123456789abcdef", "2.log.1.0.0123456789ABCDEF",
            "2.log.1.0.123", "2.log.1.0.0123456789abcdef0"})
    void aRecordNotInTheIssuedFormIsNoCursor(String plain) {
        assertEquals(Optional.empty(), FeedCursor.decode(base64(plain)));
    }

    @Test
    void textLongerThanAnyIssuedCursorIsNoCursor() {
        String plain = "1." + "l".repeat(FeedCursor.MAX_TEXT) + ".1.0";

        assertEquals(Optional.empty(), FeedCursor.decode(base64(plain)));
    }

    @Test
    void aNegativePositionOrBlankLogIdIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new FeedCursor("log", -1, SINCE));
        assertThrows(IllegalArgumentException.class, () -> new FeedCursor(" ", 1, SINCE));
    }
}
