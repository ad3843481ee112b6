package dev.agentdirectory.http.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerHandler;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStatelessServerTransport;
import java.util.Objects;
import reactor.core.publisher.Mono;

/**
 * The seam between the SDK's stateless server and {@link McpController}: the SDK installs its handler here,
 * and the controller hands it each message it has read off HTTP.
 */
public final class StatelessTransport implements McpStatelessServerTransport {

    private volatile McpStatelessServerHandler handler;

    @Override
    public void setMcpHandler(McpStatelessServerHandler mcpHandler) {
        this.handler = mcpHandler;
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    McpSchema.JSONRPCResponse handle(McpTransportContext context, McpSchema.JSONRPCRequest request) {
        return Objects.requireNonNull(handler, "the MCP server is not built").handleRequest(context, request)
                .contextWrite(reactor -> reactor.put(McpTransportContext.KEY, context))
                .block();
    }

    void handle(McpTransportContext context, McpSchema.JSONRPCNotification notification) {
        Objects.requireNonNull(handler, "the MCP server is not built").handleNotification(context, notification)
                .contextWrite(reactor -> reactor.put(McpTransportContext.KEY, context))
                .block();
    }
}
