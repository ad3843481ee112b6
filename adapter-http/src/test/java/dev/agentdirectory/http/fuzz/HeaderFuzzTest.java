package dev.agentdirectory.http.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.http.fuzz.FuzzRequest.Header;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class HeaderFuzzTest extends AgainstFuzzServer {

    @Property(tries = 1500)
    void oddHeadersOnEveryRouteAreAnsweredWithoutAServerErrorInTheContractsShapes(
            @ForAll("withOddHeaders") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Property(tries = 400)
    void theMarkdownEndpointsServeHtmlOrMarkdownWhateverTheAcceptHeaderSays(@ForAll("markdownWithAccept") FuzzRequest request) {
        Reply reply = server.http.send(request);

        ResponseRules.check(request, reply);
        if (!isServableAccept(request.headers().get(0).value())) {
            return; // not a header value (RFC 9110: no control characters), or over the 8 KiB of headers: a 4xx
        }
        assertEquals(200, reply.status(), () -> "not served: " + request + " → " + reply.text());
        assertTrue(List.of("text/html; charset=utf-8", "text/markdown; charset=utf-8")
                .contains(reply.header("Content-Type")), () -> "served as " + reply.header("Content-Type"));
    }

    private static boolean isServableAccept(String value) {
        return value.getBytes(StandardCharsets.UTF_8).length < 4_096 && value.chars().allMatch(c -> c == '\t' || (c >= 0x20 && c != 0x7f));
    }

    @Provide
    Arbitrary<FuzzRequest> withOddHeaders() {
        return Combinators.combine(Route.anyRequest(server.listing), OddHeaders.some()).as(FuzzRequest::withAll);
    }

    @Provide
    Arbitrary<FuzzRequest> markdownWithAccept() {
        return Combinators.combine(Arbitraries.of("/.well-known/skill.md", "/.well-known/skills/as-design-pattern.md",
                        "/.well-known/skills/creating-agent-services.md"), OddHeaders.mediaRanges())
                .as((path, accept) -> FuzzRequest.of("GET", path, null, new Header("Accept", accept)));
    }
}
