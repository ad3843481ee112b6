package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CharactersTest {

    @Test
    void aCharacterOutsideTheBasicPlaneCountsOnce() {
        assertEquals(3, Characters.count("a\uD83D\uDE00b"));
    }

    /** Python's str.isspace(), which str.strip() trims: 29 code points, among them U+0085, U+00A0, U+2007, U+202F. */
    @Test
    void whitespaceIsWhatPythonCountsAsWhitespace() {
        String python = "\t\n\u000b\f\r\u001c\u001d\u001e\u001f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004"
                + "\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
        int found = 0;
        for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
            if (Characters.isWhitespace(c)) {
                assertTrue(python.indexOf(c) >= 0, Integer.toHexString(c));
                found++;
            }
        }
        assertEquals(29, found);
        assertEquals("", Characters.strip(python));
    }

    @Test
    void strippingKeepsWhatIsNotWhitespaceAroundIt() {
        assertEquals("\u200bx\ufeff", Characters.strip("\u00a0\u200bx\ufeff\u3000"));
    }

    @Test
    void theFirstCharactersNeverEndInHalfOfOne() {
        assertEquals("a\uD83D\uDE00", Characters.first("a\uD83D\uDE00b", 2));
        assertEquals("ab", Characters.first("ab", 5));
    }
}
