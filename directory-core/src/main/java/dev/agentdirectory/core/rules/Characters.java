package dev.agentdirectory.core.rules;

/**
 * Text as the contract measures it. Its limits count characters, as Pydantic counts a Python string: Unicode code
 * points, so an emoji or a CJK extension character is one, not the two UTF-16 units Java stores it in. Trimming
 * removes what Python's {@code str.strip()} removes: Java's {@link String#strip()} keeps the no-break spaces
 * (U+00A0, U+2007, U+202F) and the next-line control (U+0085), which Python counts as whitespace.
 */
public final class Characters {

    private Characters() {
    }

    /** How many characters (code points) the text holds. */
    public static int count(String text) {
        return text.codePointCount(0, text.length());
    }

    /** The text without the whitespace around it. */
    public static String strip(String text) {
        int start = 0;
        while (start < text.length() && isWhitespace(text.codePointAt(start))) {
            start += Character.charCount(text.codePointAt(start));
        }
        int end = text.length();
        while (end > start && isWhitespace(text.codePointBefore(end))) {
            end -= Character.charCount(text.codePointBefore(end));
        }
        return text.substring(start, end);
    }

    /** At most {@code max} characters from the start of the text, never half of one. */
    public static String first(String text, int max) {
        return count(text) <= max ? text : text.substring(0, text.offsetByCodePoints(0, max));
    }

    /** Python's {@code str.isspace()}: the separators (Zs, Zl, Zp) and the whitespace controls. */
    static boolean isWhitespace(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint) || codePoint == 0x85;
    }
}
