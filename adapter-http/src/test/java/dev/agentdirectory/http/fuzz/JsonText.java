package dev.agentdirectory.http.fuzz;

import java.util.List;

/**
 * Writes JSON text by hand, because a JSON library would refuse, or repair, what the fuzz needs to send:
 * lone surrogate escapes, raw control characters, duplicate keys.
 */
final class JsonText {

    /** How a string's characters go on the wire; RAW leaves control characters unescaped (invalid JSON). */
    enum Style { PLAIN, ASCII, RAW }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private JsonText() {
    }

    static String string(String text, Style style) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if ((c < 0x20 && style != Style.RAW) || (c > 0x7e && style == Style.ASCII)) {
                out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xf]).append(HEX[(c >> 4) & 0xf])
                        .append(HEX[c & 0xf]);
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    static String string(String text) {
        return string(text, Style.PLAIN);
    }

    static String member(String key, String value) {
        return string(key) + ": " + value;
    }

    static String object(List<String> members) {
        return "{" + String.join(", ", members) + "}";
    }

    static String array(List<String> values) {
        return "[" + String.join(", ", values) + "]";
    }
}
