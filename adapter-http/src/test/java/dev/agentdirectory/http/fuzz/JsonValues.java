package dev.agentdirectory.http.fuzz;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** JSON values of every type, as text: what a field gets when the client sends the wrong type. */
final class JsonValues {

    private static final Arbitrary<String> HUGE_NUMBER = Opaque.of(Combinators.combine(Arbitraries.of("", "-"),
            Arbitraries.integers().between(19, 5_000)).as((sign, digits) -> sign + "9".repeat(digits)));
    private static final Arbitrary<String> STRINGS = Opaque.of(Combinators.combine(OddText.any(),
            Arbitraries.of(JsonText.Style.class)).as(JsonText::string));
    private static final Arbitrary<String> PLAIN_STRINGS = Opaque.of(OddText.any().map(JsonText::string));
    private static final Arbitrary<String> SCALAR = Opaque.of(Arbitraries.frequencyOf(
            Tuple.of(3, STRINGS),
            Tuple.of(2, Arbitraries.of("null", "true", "false", "0", "-0", "1.5", "-1", "1e308", "-1e308",
                    "1e999999999", "1E-999999999", "123456789012345678901234567890", "0.1e1", "10", "100")),
            Tuple.of(2, Arbitraries.longs().map(String::valueOf)),
            Tuple.of(1, HUGE_NUMBER)));
    /** Nested two levels deep; built once, as Arbitraries.recursive would rebuild it on every try. */
    private static final Arbitrary<String> ANY = nested(nested(SCALAR));
    private static final Arbitrary<Long> SMALL_INTS = Arbitraries.longs().between(-5, 205);
    private static final Arbitrary<String> INTEGERS = Opaque.of(Arbitraries.frequencyOf(
            Tuple.of(4, SMALL_INTS.map(String::valueOf)),
            Tuple.of(1, SMALL_INTS.map(n -> "\"" + n + "\"")),
            Tuple.of(1, SMALL_INTS.map(n -> n + ".0")),
            Tuple.of(1, Arbitraries.of("2.5", "\"ten\"", "\"\"", "\" 7 \"", "1e3", "-1e999")),
            Tuple.of(1, HUGE_NUMBER)));

    private JsonValues() {
    }

    static Arbitrary<String> any() {
        return ANY;
    }

    /** A well-formed string, so that the field's own rules are reached. */
    static Arbitrary<String> plainStrings() {
        return PLAIN_STRINGS;
    }

    /** Integral text with up to 5,000 digits: past any long, and past parsers' number-length limits. */
    static Arbitrary<String> hugeNumber() {
        return HUGE_NUMBER;
    }

    /** An integer field's plausible values: in and out of range, huge, numeric strings and floats (lax mode). */
    static Arbitrary<String> integers() {
        return INTEGERS;
    }

    private static Arbitrary<String> nested(Arbitrary<String> inner) {
        return Opaque.of(Arbitraries.frequencyOf(Tuple.of(3, SCALAR), Tuple.of(1, container(inner))));
    }

    private static Arbitrary<String> container(Arbitrary<String> element) {
        return Arbitraries.oneOf(
                element.list().ofMaxSize(4).map(JsonText::array),
                Combinators.combine(OddText.words(), element).as(JsonText::member).list().ofMaxSize(4)
                        .map(JsonText::object));
    }
}
