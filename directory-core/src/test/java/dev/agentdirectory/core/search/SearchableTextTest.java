package dev.agentdirectory.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class SearchableTextTest {

    @Test
    void anAccentWrittenAsASeparateMarkIsPutBackOnItsLetter() {
        assertEquals("naïve", SearchableText.of("nai\u0308ve"));
    }

    @Test
    void invisibleFormatCharactersAreDroppedAndAZeroWidthSpaceSeparatesWords() {
        assertEquals("postgres", SearchableText.of("post\u00adgres\u200d\u2060\u202c\ufeff"));
        assertEquals("post gres", SearchableText.of("post\u200bgres"));
    }

    @Test
    void plainTextIsAnsweredAsItIs() {
        String plain = "weather forecasts";

        assertSame(plain, SearchableText.of(plain));
    }
}
