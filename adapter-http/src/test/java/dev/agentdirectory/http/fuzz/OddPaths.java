package dev.agentdirectory.http.fuzz;

import java.util.Locale;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** Ways to bend a route's path that confuse routers: slashes, dot segments, encodings, length, raw bytes. */
final class OddPaths {

    private static final String[] FIXED = {"*", "/", "%", "/%zz", "/%00", "/%", "/;", "/..", "/%2e%2e/",
            "/.well-known/", "/.well-known/skills/", "/.well-known/skills/.md", "/.well-known/skills/%2e%2e%2fskill.md",
            "/.well-known/skills/../skill.md", "/.well-known/skills/a/b.md", "/.well-known/skills/as-design-pattern",
            "/.well-known/skills/as-design-pattern.md.md", "/.well-known/skills/%61s-design-pattern.md",
            "/services/", "/services//x", "/services/%2F", "/services/%00", "/mcp/", "/MCP", "/search/x",
            "/openapi.json/", "/openapi.yml", "/swagger-ui", "/health", "/.env", "/../../etc/passwd"};

    private OddPaths() {
    }

    static Arbitrary<UnaryOperator<String>> bends() {
        return Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.<UnaryOperator<String>>of(path -> path + "/", path -> "/" + path,
                        path -> path.replace("/", "//"), path -> path + "/.", path -> "/." + path,
                        path -> "/x/.." + path, path -> path + "/..", path -> path + "%20", path -> path + "%00",
                        path -> path + ";a=b", path -> path.toUpperCase(Locale.ROOT),
                        path -> "http://localhost" + path, path -> path.replace(".", "%2e"),
                        path -> path.replace("/", "%2F"), path -> path + "#top", path -> path + "?")),
                Tuple.of(2, Combinators.combine(Arbitraries.doubles().between(0, 1), Arbitraries.of(true, false))
                        .as((where, lower) -> path -> encodeAt(path, (int) (where * (path.length() - 1)), lower))),
                Tuple.of(2, OddText.headerSafe().map(query -> path -> path + "?" + query)),
                Tuple.of(1, OddText.pieces().map(raw -> path -> path + raw)),
                Tuple.of(1, Combinators.combine(Arbitraries.of("/", "?q=", "/..%2f"), Arbitraries.integers()
                        .between(1_000, 20_000)).as((joint, size) -> path -> path + joint + "a".repeat(size))),
                Tuple.of(1, Arbitraries.of(FIXED).map(fixed -> path -> fixed)));
    }

    static Arbitrary<String> methods() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.of("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE")),
                Tuple.of(1, Arbitraries.of("CONNECT", "PROPFIND", "get", "Post", "M-SEARCH", "FOO", "BREW", "")),
                Tuple.of(1, Arbitraries.strings().withCharRange('A', 'Z').withChars('-', '_', '!')
                        .ofMinLength(1).ofMaxLength(12)),
                Tuple.of(1, Arbitraries.of("G ET", "GET\u0000", "GÉT", "\u0001", "GET\t", "POST /x")));
    }

    private static String encodeAt(String path, int at, boolean lower) {
        String escape = String.format(lower ? "%%%02x" : "%%%02X", (int) path.charAt(at));
        return path.substring(0, at) + escape + path.substring(at + 1);
    }
}
