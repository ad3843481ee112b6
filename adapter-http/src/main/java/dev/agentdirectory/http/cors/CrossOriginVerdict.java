package dev.agentdirectory.http.cors;

/** Whether a web page of another origin may make a request, and how the answer says so. */
sealed interface CrossOriginVerdict {

    /** Allowed: {@code allowOrigin} is the Access-Control-Allow-Origin value ({@code *} or the origin itself). */
    record Allowed(String allowOrigin) implements CrossOriginVerdict {
    }

    /**
     * Refused, with the sentence the 403 carries. A route that refuses such requests itself (the MCP endpoint, with
     * the JSON-RPC error its clients expect) is left to do so; its preflights are refused here all the same.
     */
    record Refused(String detail, boolean routeRefusesItself) implements CrossOriginVerdict {
    }
}
