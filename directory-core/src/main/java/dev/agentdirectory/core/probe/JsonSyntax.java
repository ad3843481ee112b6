package dev.agentdirectory.core.probe;

/**
 * Tells whether bytes are one RFC 8259 JSON object. The core is JDK-only and the JDK has no JSON parser;
 * this checks syntax only and builds nothing.
 */
final class JsonSyntax {

    private static final int MAX_DEPTH = 512;

    private final String text;
    private int pos;

    private JsonSyntax(String text) {
        this.text = text;
    }

    static boolean isObject(byte[] body) {
        return StrictUtf8.decode(body).map(JsonSyntax::isObject).orElse(false);
    }

    static boolean isObject(String text) {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        JsonSyntax parser = new JsonSyntax(text);
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
            case '"' -> string();
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
            string();
            skipWhitespace();
            expect(':');
            value(depth + 1);
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

    private void string() {
        expect('"');
        while (true) {
            char c = next();
            if (c == '"') {
                return;
            }
            if (c < 0x20) {
                throw new IllegalStateException("control character in string");
            }
            if (c == '\\') {
                char escaped = next();
                if (escaped == 'u') {
                    for (int i = 0; i < 4; i++) {
                        if (Character.digit(next(), 16) < 0) {
                            throw new IllegalStateException("bad unicode escape");
                        }
                    }
                } else if ("\"\\/bfnrt".indexOf(escaped) < 0) {
                    throw new IllegalStateException("bad escape");
                }
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
