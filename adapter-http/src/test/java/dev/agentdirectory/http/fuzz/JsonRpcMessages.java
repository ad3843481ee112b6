package dev.agentdirectory.http.fuzz;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

/** JSON-RPC messages for the MCP endpoint: every method the SDK knows and some it does not, with odd params. */
final class JsonRpcMessages {

    static final String[] TOOLS = {"search", "register_service", "update_service", "deregister_service",
            "report_service"};
    private static final String[] METHODS = {"initialize", "ping", "tools/list", "tools/call", "resources/list",
            "resources/read", "resources/templates/list", "prompts/list", "prompts/get", "completion/complete",
            "logging/setLevel", "notifications/initialized", "notifications/cancelled", "resources/subscribe",
            "sampling/createMessage", "", "TOOLS/CALL", "rpc.discover"};

    private JsonRpcMessages() {
    }

    /** Any message: a request, a notification, a response, or something that is none of them. */
    static Arbitrary<String> any(FuzzServer.Listing listing) {
        return Arbitraries.oneOf(Arrays.stream(METHODS).map(method ->
                Opaque.of(envelope(Arbitraries.just(JsonText.string(method)), params(method, listing)))).toList());
    }

    /** A well-formed tools/call request, with generated arguments for a tool the server has (mostly). */
    static Arbitrary<String> toolCall(FuzzServer.Listing listing) {
        Arbitrary<String> params = Arbitraries.oneOf(Stream.concat(Arrays.stream(TOOLS), Stream.of("no_such_tool"))
                .map(tool -> {
                    Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
                    fields.put("name", Arbitraries.just(JsonText.string(tool)));
                    fields.put("arguments", arguments(tool, listing));
                    return RouteBodies.object(fields);
                }).toList());
        return envelope(Arbitraries.just("\"tools/call\""), params);
    }

    static Arbitrary<String> tools() {
        return Arbitraries.frequencyOf(Tuple.of(10, Arbitraries.of(TOOLS)), Tuple.of(1, OddText.any()));
    }

    private static Arbitrary<String> anyArguments(FuzzServer.Listing listing) {
        return Arbitraries.oneOf(Arrays.stream(TOOLS).map(tool -> arguments(tool, listing)).toList());
    }

    static Arbitrary<String> arguments(String tool, FuzzServer.Listing listing) {
        return switch (tool) {
            case "search" -> RouteBodies.search();
            case "register_service" -> RouteBodies.register();
            case "update_service" -> RouteBodies.updateArguments(listing);
            case "deregister_service" -> RouteBodies.deregisterArguments(listing);
            case "report_service" -> RouteBodies.report(listing);
            default -> JsonValues.any();
        };
    }

    private static Arbitrary<String> envelope(Arbitrary<String> method, Arbitrary<String> params) {
        Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
        fields.put("jsonrpc", Arbitraries.frequencyOf(Tuple.of(8, Arbitraries.just("\"2.0\"")),
                Tuple.of(1, Arbitraries.of("\"1.0\"", "2.0", "\"2.0 \"", "null"))));
        fields.put("id", Arbitraries.oneOf(Arbitraries.longs().map(String::valueOf), JsonValues.plainStrings(),
                Arbitraries.of("null", "1.5", "{}", "[]", "true"), JsonValues.hugeNumber()));
        fields.put("method", method);
        fields.put("params", params);
        return RouteBodies.object(fields);
    }

    private static Arbitrary<String> params(String method, FuzzServer.Listing listing) {
        Map<String, Arbitrary<String>> fields = new LinkedHashMap<>();
        switch (method) {
            case "initialize" -> {
                fields.put("protocolVersion", Arbitraries.of("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05",
                        "", "9999-99-99").map(JsonText::string));
                fields.put("capabilities", JsonValues.any());
                fields.put("clientInfo", Arbitraries.just("{\"name\": \"fuzz\", \"version\": \"1\"}"));
            }
            case "tools/call" -> {
                fields.put("name", tools().map(JsonText::string));
                fields.put("arguments", anyArguments(listing));
            }
            case "resources/read", "resources/subscribe" -> fields.put("uri", Arbitraries.oneOf(
                    Arbitraries.of("http://localhost:8080/.well-known/skill.md",
                            "http://localhost:8080/.well-known/skills/as-design-pattern.md", "file:///etc/passwd"),
                    OddText.any()).map(JsonText::string));
            case "logging/setLevel" -> fields.put("level", Arbitraries.of("debug", "x").map(JsonText::string));
            default -> fields.put("cursor", JsonValues.any());
        }
        fields.put("_meta", JsonValues.any());
        return Arbitraries.frequencyOf(Tuple.of(6, RouteBodies.object(fields)), Tuple.of(1, JsonValues.any()));
    }
}
