package dev.agentdirectory.http.fuzz;

import dev.agentdirectory.http.fuzz.FuzzRequest.Header;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Every route of the API, each with the requests it is meant to get; the fuzz bends these. */
enum Route {
    WELL_KNOWN, OWN_SKILL, HOSTED_SKILL, SKILLS_INDEX, OPENAPI, SEARCH, REGISTER, LOOK_UP, UPDATE, DEREGISTER, REPORT,
    CHANGES, MCP, PAGE;

    static final Header JSON = new Header("Content-Type", "application/json");
    static final Header MCP_ACCEPT = new Header("Accept", "application/json, text/event-stream");

    /** A well-formed request to this route (its body may still break the route's rules). */
    Arbitrary<FuzzRequest> requests(FuzzServer.Listing listing) {
        return requests(listing, false);
    }

    /** A request to this route; with {@code hostile}, its JSON body is broken now and then (see HostileJson). */
    Arbitrary<FuzzRequest> requests(FuzzServer.Listing listing, boolean hostile) {
        Function<Arbitrary<String>, Arbitrary<byte[]>> bodies = hostile ? HostileJson::body
                : documents -> documents.map(HostileJson::utf8);
        String service = "/services/" + listing.id();
        return switch (this) {
            case WELL_KNOWN -> get("/.well-known/mcp.json");
            case OWN_SKILL -> get("/.well-known/skill.md");
            case HOSTED_SKILL -> Arbitraries.of("as-design-pattern", "creating-agent-services", "nope", "SKILL")
                    .map(name -> FuzzRequest.of("GET", "/.well-known/skills/" + name + ".md", null));
            case SKILLS_INDEX -> get("/.well-known/agent-skills/index.json");
            case OPENAPI -> get("/openapi.json");
            case SEARCH -> bodies.apply(RouteBodies.search()).map(body -> post("/search", body));
            case REGISTER -> bodies.apply(RouteBodies.register()).map(body -> post("/services", body));
            case LOOK_UP -> Arbitraries.oneOf(get(service), RouteBodies.keys(listing).map(key ->
                    FuzzRequest.of("GET", service, null, new Header("X-API-Key", key))));
            case UPDATE -> Combinators.combine(bodies.apply(RouteBodies.update()), RouteBodies.keys(listing))
                    .as((body, key) -> FuzzRequest.of("PATCH", service, body, JSON, new Header("X-API-Key", key)));
            case DEREGISTER -> RouteBodies.wrongKeys().map(key ->
                    FuzzRequest.of("DELETE", service, null, new Header("X-API-Key", key)));
            case REPORT -> bodies.apply(RouteBodies.report(listing)).map(body -> post("/report", body));
            case CHANGES -> FeedQueries.any().map(query -> FuzzRequest.of("GET", "/services" + query, null));
            case MCP -> bodies.apply(JsonRpcMessages.any(listing)).map(body ->
                    FuzzRequest.of("POST", "/mcp", body, JSON, MCP_ACCEPT));
            case PAGE -> Combinators.combine(OddText.any(), pageOffsets()).as((query, offset) ->
                    FuzzRequest.of("GET", "/?q=" + encoded(query) + "&offset=" + encoded(offset), null));
        };
    }

    /** One route's requests after another's; built once, as flatMap would rebuild them on every try. */
    static Arbitrary<FuzzRequest> anyRequest(FuzzServer.Listing listing) {
        return Arbitraries.oneOf(Arrays.stream(values()).map(route -> Opaque.of(route.requests(listing))).toList());
    }

    private static Arbitrary<String> pageOffsets() {
        return Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf),
                Arbitraries.strings().numeric().withChars('-', '+', '.', 'e').ofMaxLength(30), OddText.words());
    }

    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    private static Arbitrary<FuzzRequest> get(String path) {
        return Arbitraries.just(FuzzRequest.of("GET", path, null));
    }

    private static FuzzRequest post(String path, byte[] body) {
        return FuzzRequest.of("POST", path, body, JSON);
    }
}
