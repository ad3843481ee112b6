package dev.agentdirectory.core.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Tells whether bytes are one RFC 8259 JSON object. The core is JDK-only and the JDK has no JSON parser;
 * this checks syntax and builds nothing, but hands each string value, with the keys that lead to it, to a reader
 * that asks for them.
 */
final class JsonSyntax {

    private static final int MAX_DEPTH = 512;

    /** Receives each string value with the object keys from the root to it; array elements add no key. */
    interface StringValues {
        void string(List<String> keys, String value);
    }

    private static final StringValues IGNORED = (keys, value) -> { };

    private final String text;
    private final StringValues strings;
    private final List<String> keys = new ArrayList<>();
    private int pos;

    private JsonSyntax(String text, StringValues strings) {
        this.text = text;
        this.strings = strings;
    }

    static boolean isObject(byte[] body) {
        return StrictUtf8.decode(body).map(JsonSyntax::isObject).orElse(false);
    }

    static boolean isObject(String text) {
        return readObject(text, IGNORED);
    }

    /** Whether {@code text} is one JSON object; its string values go to {@code strings} as they are read. */
    static boolean readObject(String text, StringValues strings) {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        JsonSyntax parser = new JsonSyntax(text, strings);
        try {
            parser.skipWhitespace();
            if (parser.peek() != '{') {
                return false;
            }
            parser.value(0);
            parser.skipWhitespace();
            return parser.pos == text.length();
        } catch (IllegalStateException e) {
            return false;
        }
    }

    private void value(int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalStateException("nested too deeply");
        }
        skipWhitespace();
        char c = peek();
        switch (c) {
            case '{' -> object(depth);
            case '[' -> array(depth);
            case '"' -> {
                String value = string();
                if (strings != IGNORED) {
                    strings.string(Collections.unmodifiableList(keys), value);
                }
            }
            case 't' -> literal("true");
            case 'f' -> literal("false");
            case 'n' -> literal("null");
            default -> number();
        }
    }

    private void object(int depth) {
        expect('{');
        skipWhitespace();
        if (peek() == '}') {
            pos++;
            return;
        }
        while (true) {
            skipWhitespace();
            keys.add(string());
            skipWhitespace();
            expect(':');
            value(depth + 1);
            keys.remove(keys.size() - 1);
            skipWhitespace();
            if (peek() == ',') {
                pos++;
            } else {
                expect('}');
                return;
            }
        }
    }

    private void array(int depth) {
        expect('[');
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            return;
        }
        while (true) {
            value(depth + 1);
            skipWhitespace();
            if (peek() == ',') {
                pos++;
            } else {
                expect(']');
                return;
            }
        }
    }

    /** Reads a string; decodes it only for a reader of values (null otherwise). */
    private String string() {
        expect('"');
        StringBuilder decoded = strings == IGNORED ? null : new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') {
                return decoded == null ? null : decoded.toString();
            }
            if (c < 0x20) {
                throw new IllegalStateException("control character in string");
            }
            if (c == '\\') {
                char escaped = next();
                if (escaped == 'u') {
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int digit = Character.digit(next(), 16);
                        if (digit < 0) {
                            throw new IllegalStateException("bad unicode escape");
                        }
                        code = code * 16 + digit;
                    }
                    c = (char) code;
                } else {
                    int known = "\"\\/bfnrt".indexOf(escaped);
                    if (known < 0) {
                        throw new IllegalStateException("bad escape");
                    }
                    c = "\"\\/\b\f\n\r\t".charAt(known);
                }
            }
            if (decoded != null) {
                decoded.append(c);
            }
        }
    }

    private void number() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else {
            digits();
        }
        if (pos < text.length() && text.charAt(pos) == '.') {
            pos++;
            digits();
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            digits();
        }
        if (pos == start) {
            throw new IllegalStateException("expected a value");
        }
    }

    private void digits() {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos)) && text.charAt(pos) < 128) {
            pos++;
        }
        if (pos == start) {
            throw new IllegalStateException("expected digits");
        }
    }

    private void literal(String word) {
        if (!text.startsWith(word, pos)) {
            throw new IllegalStateException("expected " + word);
        }
        pos += word.length();
    }

    private void skipWhitespace() {
        while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    private char peek() {
        if (pos >= text.length()) {
            throw new IllegalStateException("unexpected end");
        }
        return text.charAt(pos);
    }

    private char next() {
        char c = peek();
        pos++;
        return c;
    }

    private void expect(char c) {
        if (next() != c) {
            throw new IllegalStateException("expected " + c);
        }
    }
}
