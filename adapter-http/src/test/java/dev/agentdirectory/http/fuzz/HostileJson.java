package dev.agentdirectory.http.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Turns a generated JSON document into the bytes of a request body: mostly as it is, otherwise broken in one of
 * the ways decisions.md names — deep nesting, trailing garbage, truncation, invalid UTF-8, a top level that is
 * not an object, over 64 KiB.
 */
final class HostileJson {

    private static final String[] NOT_OBJECTS = {"", " ", "null", "[]", "[1, 2]", "\"text\"", "42", "true",
            "\ufeff{}", "{}{}", "{", "}", "{,}", "{\"a\" 1}", "{'a': 1}", "{a: 1}", "{\"a\": 1,}", "{\"a\": NaN}",
            "{\"a\": Infinity}", "{\"a\": 0x10}", "{\"a\": 01}", "{\"a\": .5}", "{\"a\": +1}", "{\"a\": undefined}",
            "{\"a\": \"\\x41\"}", "{\"a\": \"\\u12\"}", "{\"a\": \"\\ud800\"}", "{\"a\": \"\\udc00\\ud800\"}",
            "{\"\\ud800\": 1}", "/* c */ {}", "{} // c", "\u0000"};
    private static final byte[][] INVALID_UTF8 = {{(byte) 0xff}, {(byte) 0xc0, (byte) 0x80}, {(byte) 0xed,
            (byte) 0xa0, (byte) 0x80}, {(byte) 0xe2, (byte) 0x82}, {(byte) 0x80}, {(byte) 0xf8, (byte) 0x88,
            (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0xfe}, {0}};

    private HostileJson() {
    }

    static Arbitrary<byte[]> body(Arbitrary<String> document) {
        return Opaque.of(Arbitraries.frequencyOf(
                Tuple.of(8, document.map(HostileJson::utf8)),
                Tuple.of(1, Combinators.combine(document, Arbitraries.of("x", " }", "{}", ", 1", "\u0000", "]",
                        "\"", "null")).as((json, garbage) -> utf8(json + garbage))),
                Tuple.of(1, Combinators.combine(document, fraction()).as((json, f) ->
                        utf8(json.substring(0, (int) (json.length() * f))))),
                Tuple.of(1, Combinators.combine(document, Arbitraries.of(INVALID_UTF8), fraction())
                        .as(HostileJson::spliced)),
                Tuple.of(1, nested()),
                Tuple.of(1, Arbitraries.of(NOT_OBJECTS).map(HostileJson::utf8)),
                Tuple.of(1, JsonValues.any().map(HostileJson::utf8))));
    }

    /** Arrays or objects nested up to 6,000 deep, closed or not, inside a field: past any parser's depth limit. */
    static Arbitrary<byte[]> nested() {
        return Combinators.combine(Arbitraries.of("query", "name", "params", "arguments", "tags"),
                Arbitraries.of("[", "{\"a\": "), Arbitraries.integers().between(1, 6_000), Arbitraries.of(true, false))
                .as((field, open, depth, closed) -> {
                    String close = open.equals("[") ? "]" : "}";
                    String leaf = open.equals("[") ? "" : "1";
                    return utf8("{\"" + field + "\": " + open.repeat(depth) + leaf
                            + (closed ? close.repeat(depth) + "}" : ""));
                });
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static Arbitrary<Double> fraction() {
        return Arbitraries.doubles().between(0, 1);
    }

    private static byte[] spliced(String json, byte[] invalid, double where) {
        byte[] valid = utf8(json);
        int at = (int) (valid.length * where);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(valid, 0, at);
        out.writeBytes(invalid);
        out.write(valid, at, valid.length - at);
        return out.toByteArray();
    }
}
