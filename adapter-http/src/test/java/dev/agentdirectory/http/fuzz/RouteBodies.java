package dev.agentdirectory.http.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * JSON objects for each body the API reads, REST bodies and MCP tool arguments alike: the contract's fields,
 * each absent, plausible or of any type, and now and then an unknown or repeated key (the last one wins).
 */
final class RouteBodies {

    private RouteBodies() {
    }

    static Arbitrary<String> search() {
        Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
        fields.put("query", JsonValues.plainStrings());
        fields.put("limit", JsonValues.integers());
        fields.put("offset", JsonValues.integers());
        return object(fields);
    }

    static Arbitrary<String> register() {
        Map<String, Arbitrary<String>> fields = listingFields();
        fields.put("service_type", Arbitraries.of("mcp_server", "agent_skill", "MCP_SERVER", "", "skill", " mcp_server")
                .map(JsonText::string));
        return object(fields);
    }

    static Arbitrary<String> update() {
        return object(listingFields());
    }

    static Arbitrary<String> report(FuzzServer.Listing listing) {
        Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
        fields.put("service_id", ids(listing).map(JsonText::string));
        fields.put("issue", Arbitraries.of("unreachable", "invalid_response", "other", "UNREACHABLE", "", "broken")
                .map(JsonText::string));
        fields.put("details", JsonValues.plainStrings());
        return object(fields);
    }

    /** The MCP update tool's arguments: the owner's id and key beside the listing's fields. */
    static Arbitrary<String> updateArguments(FuzzServer.Listing listing) {
        Map<String, Arbitrary<String>> fields = listingFields();
        fields.put("service_id", ids(listing).map(JsonText::string));
        fields.put("api_key", keys(listing).map(JsonText::string));
        return object(fields);
    }

    /** The MCP deregister tool's arguments, with wrong keys only: the fixture must stay. */
    static Arbitrary<String> deregisterArguments(FuzzServer.Listing listing) {
        Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
        fields.put("service_id", ids(listing).map(JsonText::string));
        fields.put("api_key", wrongKeys().map(JsonText::string));
        return object(fields);
    }

    /** Mostly the fixture's id, so that requests get past "not found"; otherwise ids it could not have issued. */
    static Arbitrary<String> ids(FuzzServer.Listing listing) {
        return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(listing.id())),
                Tuple.of(1, Arbitraries.just(listing.id().toUpperCase())),
                Tuple.of(1, Arbitraries.of("00000000-0000-0000-0000-000000000000", "1", "")),
                Tuple.of(1, OddText.any()));
    }

    /** Keys for an update: the fixture's own now and then, so that updates get past "Invalid API key". */
    static Arbitrary<String> keys(FuzzServer.Listing listing) {
        return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.just(listing.apiKey())), Tuple.of(3, wrongKeys()));
    }

    static Arbitrary<String> wrongKeys() {
        return Arbitraries.frequencyOf(Tuple.of(1, Arbitraries.of("asd_", "asd_" + "0".repeat(43), "", " ")),
                Tuple.of(2, OddText.headerSafe()));
    }

    static Arbitrary<String> urls() {
        return URLS;
    }

    private static final Arbitrary<String> URLS = Opaque.of(Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of("https://example.com/mcp.json", "https://example.com/skill.md",
                        "http://example.com:8080/a?b=c#d", "HTTPS://EXAMPLE.COM/X.MD")),
                Tuple.of(2, Arbitraries.of("ftp://example.com/x", "https://user:pass@example.com/", "https://{PORT}/",
                        "https://exa mple.com/", "//example.com", "example.com", "http://", "https://[::1]/x",
                        "http://127.0.0.1:0/", "http://169.254.169.254/latest/meta-data", "javascript:alert(1)",
                        "https://example.com/%zz", "https://xn--n3h.com/", "https://ex\u0000ample.com/",
                        "https://例え.テスト/", "file:///etc/passwd", "https://example.com:99999/", "")),
                Tuple.of(1, OddText.any().map(text -> "https://example.com/" + text)),
                Tuple.of(1, OddText.any()))
                .map(JsonText::string));

    private static Map<String, Arbitrary<String>> listingFields() {
        Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
        fields.put("name", JsonValues.plainStrings());
        fields.put("description", JsonValues.plainStrings());
        fields.put("mcp_doc_url", urls());
        fields.put("skill_url", urls());
        fields.put("setup_requirements", JsonValues.plainStrings());
        fields.put("tags", JsonValues.plainStrings().list().ofMaxSize(20).map(JsonText::array));
        fields.put("owner_contact", JsonValues.plainStrings());
        return fields;
    }

    static Arbitrary<String> object(Map<String, Arbitrary<String>> fields) {
        List<Arbitrary<Optional<String>>> members = new ArrayList<>();
        fields.forEach((key, plausible) -> members.add(Opaque.of(Arbitraries.frequencyOf(
                Tuple.of(4, plausible.map(value -> Optional.of(JsonText.member(key, value)))),
                Tuple.of(1, JsonValues.any().map(value -> Optional.of(JsonText.member(key, value)))),
                Tuple.of(2, Arbitraries.just(Optional.<String>empty()))))));
        Arbitrary<String> keys = Arbitraries.oneOf(Arbitraries.of(List.copyOf(fields.keySet())), OddText.any());
        Arbitrary<List<String>> extra = Combinators.combine(keys, JsonValues.any())
                .as((key, value) -> JsonText.string(key, JsonText.Style.ASCII) + ": " + value).list().ofMaxSize(2);
        return Opaque.of(Combinators.combine(Combinators.combine(members).as(List::copyOf), extra)
                .as((known, more) -> {
                    List<String> all = new ArrayList<>();
                    known.forEach(member -> member.ifPresent(all::add));
                    all.addAll(more);
                    return JsonText.object(all);
                }));
    }
}
