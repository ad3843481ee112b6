package dev.agentdirectory.http.fuzz;

import dev.agentdirectory.http.fuzz.FuzzRequest.Header;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** Headers the routes read (Accept, Content-Type, X-API-Key, MCP-Protocol-Version, Origin, Host) and others. */
final class OddHeaders {

    private static final String[] MEDIA_RANGES = {"text/markdown", "text/html", "*/*", "application/json",
            "text/markdown;q=0.9, text/html;q=0.8", "text/markdown;q=abc", "text/markdown;q=", "text/markdown;q=1e999",
            "text/markdown;q=-1", "text/markdown;q=NaN", ";q=1", "text/", "/", "*/", "text", "*", "text/markdown;;",
            "text/markdown; charset=\"", ",,,", "a/b/c", "=", "application/json; q", "application/*",
            "application/json, text/event-stream", "text/event-stream", "application/json; charset=utf-16",
            "application/json; charset=nonsense", "application/json;charset=", "multipart/form-data; boundary=x",
            "multipart/form-data", "application/x-www-form-urlencoded", "text/plain", "application/xml",
            "application/json;;;", "application/JSON", "application/json-patch+json", "image/png", ""};
    private static final String[] OTHER_NAMES = {"Accept-Charset", "Accept-Encoding", "Accept-Language",
            "Content-Encoding", "Cookie", "Authorization", "X-Forwarded-For", "Forwarded", "Range", "If-None-Match",
            "X-HTTP-Method-Override", "Expect", "Upgrade", "Referer", "User-Agent", "Content-Language"};

    private OddHeaders() {
    }

    static Arbitrary<List<Header>> some() {
        return any().list().ofMinSize(1).ofMaxSize(4);
    }

    static Arbitrary<Header> any() {
        return Opaque.of(Arbitraries.frequencyOf(
                Tuple.of(3, mediaRanges().map(value -> new Header("Accept", value))),
                Tuple.of(3, mediaRanges().map(value -> new Header("Content-Type", value))),
                Tuple.of(2, OddText.headerSafe().map(value -> new Header("X-API-Key", value))),
                Tuple.of(2, Arbitraries.oneOf(Arbitraries.of("2025-11-25", "2025-06-18", "2024-11-05", "",
                        " 2025-11-25", "2025-11-25, 2025-06-18"), OddText.headerSafe())
                        .map(value -> new Header("MCP-Protocol-Version", value))),
                Tuple.of(2, Arbitraries.oneOf(Arbitraries.of("null", "http://localhost", "http://127.0.0.1:1",
                        "https://evil.example", "http://localhost.evil.example", "file://", "http://[::1]:80", ""),
                        OddText.headerSafe()).map(value -> new Header("Origin", value))),
                Tuple.of(1, Arbitraries.oneOf(Arbitraries.of("localhost", "127.0.0.1:1", "[::1]", "evil.example",
                        "localhost:99999", "", "a b", "[::1", ":80", "localhost:-1"), OddText.headerSafe())
                        .map(value -> new Header("Host", value))),
                Tuple.of(2, Combinators.combine(Arbitraries.of(OTHER_NAMES), values()).as(Header::new)),
                Tuple.of(1, Combinators.combine(names(), values()).as(Header::new)),
                Tuple.of(1, Combinators.combine(Arbitraries.of("Accept", "Content-Type", "X-API-Key", "Origin",
                        "X-Huge"), Arbitraries.integers().between(1_000, 20_000)).as((name, size) ->
                        new Header(name, "a".repeat(size))))));
    }

    static Arbitrary<String> mediaRanges() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of(MEDIA_RANGES)),
                Tuple.of(2, Arbitraries.of(MEDIA_RANGES).list().ofMinSize(2).ofMaxSize(4)
                        .map(ranges -> String.join(", ", ranges))),
                Tuple.of(2, Arbitraries.strings().withChars(";,=/ *q.01-9texmarkdownhl").ofMaxLength(16)),
                Tuple.of(1, OddText.headerSafe()));
    }

    private static Arbitrary<String> values() {
        return Arbitraries.oneOf(Arbitraries.of("gzip", "deflate", "br", "100-continue", "websocket", "h2c",
                "bytes=0-1", "bytes=-", "1.2.3.4, 5.6.7.8", "Basic !!!", "a=b; c"), OddText.headerSafe());
    }

    /** Header names, a few of them not tokens at all, which the server must refuse without tripping. */
    private static Arbitrary<String> names() {
        return Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.strings().withCharRange('a', 'z').withChars('-').ofMinLength(1).ofMaxLength(30)),
                Tuple.of(1, Arbitraries.of("Bad Name", "X\u0000Y", "Ä", "X(", "X:Y", "\tX")));
    }
}
