package dev.agentdirectory.http.fuzz;

import dev.agentdirectory.core.change.FeedCursor;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Query strings for the change feed: each parameter absent, plausible, or odd (a near-cursor, a forged one, a
 * time in another form, a number beyond any range), percent-encoded. Raw oddities after a path come from
 * {@link OddPaths}.
 */
final class FeedQueries {

    private FeedQueries() {
    }

    static Arbitrary<String> any() {
        return Combinators.combine(parameter("cursor", cursors()), parameter("updated_since", times()),
                parameter("limit", limits())).as((cursor, since, limit) -> {
                    List<String> pairs = new ArrayList<>();
                    for (List<String> pair : List.of(cursor, since, limit)) {
                        if (!pair.isEmpty()) {
                            pairs.add(pair.get(0) + "=" + URLEncoder.encode(pair.get(1), StandardCharsets.UTF_8));
                        }
                    }
                    return pairs.isEmpty() ? "" : "?" + String.join("&", pairs);
                });
    }

    /** The parameter's name and value, or an empty list when it is left out. */
    private static Arbitrary<List<String>> parameter(String name, Arbitrary<String> values) {
        return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(List.of())),
                Tuple.of(3, values.map(value -> List.of(name, value))));
    }

    private static Arbitrary<String> cursors() {
        return Arbitraries.oneOf(
                Combinators.combine(Arbitraries.of("another-log", "x", "a.b"), Arbitraries.longs().between(0, 1L << 62),
                        Arbitraries.longs(), Arbitraries.longs().injectNull(0.5)).as((log, position, since, entry) ->
                        new FeedCursor(log, position, Instant.ofEpochMilli(since), entry).encode()),
                Arbitraries.of("1.log.1.0", "2.log.1.0", "1.log.-1.0", "1..1.0", "1.log.1.99999999999999999999",
                                "2.log.1.0.ffffffffffffffff0", "2.log.1.0.FFFFFFFFFFFFFFFF", "1.log.1.0.0000000000000000")
                        .map(plain -> Base64.getUrlEncoder().encodeToString(plain.getBytes(StandardCharsets.UTF_8))),
                Arbitraries.of("", "=", "====", "%", "MQ", "MS4uLg", "+/+/", "a b"),
                OddText.any(),
                Arbitraries.strings().withCharRange('A', 'z').ofMaxLength(2000));
    }

    private static Arbitrary<String> times() {
        return Arbitraries.oneOf(
                Arbitraries.of("2026-01-01T00:00:00Z", "2026-01-01t00:00:00z", "2026-01-01T00:00:00+01:00",
                        "2026-01-01T00:00:00 01:00", "0000-01-01T00:00:00Z", "-999999999-01-01T00:00:00Z",
                        "+999999999-12-31T23:59:59.999999999-18:00", "9999-12-31T23:59:59Z", "1970-01-01T00:00:00Z",
                        "2026-02-30T00:00:00Z", "2026-01-01", "now", "1767225600", ""),
                Arbitraries.longs().between(-31_557_014_167_219_200L, 31_556_889_864_403_199L)
                        .map(seconds -> Instant.ofEpochSecond(seconds).toString()),
                OddText.any());
    }

    private static Arbitrary<String> limits() {
        return Arbitraries.oneOf(Arbitraries.integers().between(-5, 600).map(String::valueOf),
                Arbitraries.of("", " 7", "+5", "1e2", "9223372036854775808", "-0", "0x10", "ten", "1.0"),
                OddText.any());
    }
}
