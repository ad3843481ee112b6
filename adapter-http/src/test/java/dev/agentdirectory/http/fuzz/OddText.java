package dev.agentdirectory.http.fuzz;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** Text that fields and headers meet in the wild, and some only an attacker sends. */
final class OddText {

    /** Pieces that each break something somewhere: NUL, bidi overrides, joiners, emoji, noncharacters. */
    private static final String[] PIECES = {"a", " ", "\u0000", "\u0001", "\t", "\u007f", "\u202e", "\u202d",
            "\u200f", "\u2066", "\u200b", "\u200d", "\ufeff", "e\u0301", "\u00a0", "\u2028", "\u2029", "\uffff",
            "\ufffe", "\ud83d\ude00", "\ud83d\udc69\u200d\ud83d\udc69\u200d\ud83d\udc67", "\ud83c\udde9\ud83c\uddea",
            "日本", "ß", "İ", "\"", "\\", "'", "<script>", "%00", "${x}", "{{x}}", "../", "\u00ff"};

    private static final Arbitrary<String> WORDS = Opaque.of(
            Arbitraries.strings().withCharRange('a', 'z').withChars(' ', '-').ofMaxLength(30));
    private static final Arbitrary<String> PIECED = Opaque.of(
            Arbitraries.of(PIECES).list().ofMaxSize(12).map(list -> String.join("", list)));
    private static final Arbitrary<String> ANY = Opaque.of(mixed());
    private static final Arbitrary<String> HEADER_SAFE = Opaque.of(
            ANY.map(text -> text.replace('\r', ' ').replace('\n', ' ')));

    private OddText() {
    }

    static Arbitrary<String> any() {
        return ANY;
    }

    private static Arbitrary<String> mixed() {
        return Arbitraries.frequencyOf(
                Tuple.of(4, words()),
                Tuple.of(3, pieces()),
                Tuple.of(1, Arbitraries.strings().withCharRange('\u0000', '\u001f').withChars('a', '\u007f')
                        .ofMaxLength(12)),
                Tuple.of(1, loneSurrogate()),
                Tuple.of(1, Arbitraries.strings().all().ofMaxLength(40)),
                Tuple.of(1, huge()));
    }

    static Arbitrary<String> words() {
        return WORDS;
    }

    static Arbitrary<String> pieces() {
        return PIECED;
    }

    static Arbitrary<String> loneSurrogate() {
        return Combinators.combine(words(), Arbitraries.chars().range('\ud800', '\udfff'), words())
                .as((before, surrogate, after) -> before + surrogate + after);
    }

    /** Up to 60,000 repeats of one piece: some bodies stay under the 64 KiB limit, others go over it. */
    static Arbitrary<String> huge() {
        return Combinators.combine(Arbitraries.of("x", "é", "\ud83d\ude00", "\u0000", " ", "\u202e"),
                Arbitraries.integers().between(1_000, 60_000)).as(String::repeat);
    }

    /** Text a header line can carry: anything but the CR and LF that would end the line. */
    static Arbitrary<String> headerSafe() {
        return HEADER_SAFE;
    }
}
