package dev.agentdirectory.http.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** One request as the raw client sends it; its text is what a failing property shrinks to and prints. */
record FuzzRequest(String method, String target, List<Header> headers, byte[] body) {

    record Header(String name, String value) {

        @Override
        public String toString() {
            return name + ": " + Printable.of(value, 200);
        }
    }

    static FuzzRequest of(String method, String target, byte[] body, Header... headers) {
        return new FuzzRequest(method, target, List.of(headers), body);
    }

    FuzzRequest with(Header header) {
        List<Header> more = new ArrayList<>(headers);
        more.removeIf(existing -> existing.name().equalsIgnoreCase(header.name()));
        more.add(header);
        return new FuzzRequest(method, target, more, body);
    }

    FuzzRequest withAll(List<Header> extra) {
        FuzzRequest request = this;
        for (Header header : extra) {
            request = request.with(header);
        }
        return request;
    }

    FuzzRequest to(String newMethod, String newTarget) {
        return new FuzzRequest(newMethod, newTarget, headers, body);
    }

    boolean has(String name) {
        return headers.stream().anyMatch(header -> header.name().equalsIgnoreCase(name));
    }

    /** Whether the request names the MCP endpoint, whose own errors are JSON-RPC objects, not REST details. */
    boolean targetsMcp() {
        String path = target.toLowerCase(Locale.ROOT);
        return path.startsWith("/mcp") || path.contains("/mcp?") || path.endsWith("/mcp");
    }

    @Override
    public String toString() {
        String shownBody = body == null ? "(no body)"
                : body.length + " bytes: " + Printable.of(new String(body, StandardCharsets.UTF_8), 400);
        return Printable.of(method, 40) + " " + Printable.of(target, 300) + " " + headers + " " + shownBody;
    }
}
