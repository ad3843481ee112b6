package dev.agentdirectory.http;

/** Where the MCP endpoint is served, for the endpoint itself and the documents that name it. */
public final class McpPaths {

    public static final String ENDPOINT = "/mcp";

    private McpPaths() {
    }
}
