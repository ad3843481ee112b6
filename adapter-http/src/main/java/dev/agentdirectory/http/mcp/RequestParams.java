package dev.agentdirectory.http.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.Map;

/**
 * Whether a request's params can be what its method takes. MCP's params are an object, or absent, for every
 * method; the SDK ignored others (a string, an array) where a method reads no params, and answered as if none were
 * sent. The methods whose params the SDK reads as a typed request are read here first too: params that do not read
 * as it are the caller's error (-32602), but the SDK answers some of them as its own internal error (-32603)
 * carrying the parser's message, with class names in it.
 */
final class RequestParams {

    private static final Map<String, Class<?>> TYPES = Map.of(
            McpSchema.METHOD_INITIALIZE, McpSchema.InitializeRequest.class,
            McpSchema.METHOD_TOOLS_CALL, McpSchema.CallToolRequest.class,
            McpSchema.METHOD_RESOURCES_READ, McpSchema.ReadResourceRequest.class);

    private RequestParams() {
    }

    static boolean readable(McpJsonMapper json, McpSchema.JSONRPCRequest call) {
        if (call.params() != null && !(call.params() instanceof Map<?, ?>)) {
            return false;
        }
        Class<?> type = TYPES.get(call.method());
        if (type == null) {
            return true;
        }
        if (call.params() == null) {
            return false; // each of these requests has required fields
        }
        try {
            json.convertValue(call.params(), type);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }
}
