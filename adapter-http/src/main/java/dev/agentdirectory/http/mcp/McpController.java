package dev.agentdirectory.http.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.http.McpPaths;
import dev.agentdirectory.http.RequestExecutors;
import dev.agentdirectory.http.json.JsonRequestBody;
import dev.agentdirectory.http.ratelimit.ClientAddress;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import io.swagger.v3.oas.annotations.Hidden;
import jakarta.inject.Named;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The MCP endpoint over Streamable HTTP, stateless: every POST carries one JSON-RPC message and gets its answer
 * as one JSON body; no session is kept, so any instance can answer any request. The SDK's stateless server
 * does the protocol; this controller does what its servlet transport would (which Micronaut cannot host):
 * the Host/Origin check, the protocol-version header, strict parsing, and the JSON-RPC errors of each layer.
 * Reading and checking happen on the event loop; a call then runs on the pool its REST twin uses, so that an MCP
 * search never queues behind probes either. Only POST is routed, so GET and DELETE answer 405; answers are JSON only (never an SSE stream), so a client that
 * does not accept application/json gets 406.
 */
@Controller(McpPaths.ENDPOINT)
@Hidden
public class McpController {

    static final String PROTOCOL_VERSION_HEADER = "MCP-Protocol-Version";

    private static final Logger LOG = LoggerFactory.getLogger(McpController.class);

    private final StatelessTransport transport;
    private final McpJsonMapper mcpJson;
    private final OriginGuard originGuard;
    private final ClientAddress clients;
    private final ExecutorService fast;
    private final ExecutorService probing;

    /** Takes the built server so that it exists, with its handler installed, before the first request. */
    public McpController(StatelessTransport transport, McpStatelessSyncServer server, McpJsonMapper mcpJson,
                         OriginGuard originGuard, ClientAddress clients,
                         @Named(TaskExecutors.BLOCKING) ExecutorService fast,
                         @Named(RequestExecutors.PROBING) ExecutorService probing) {
        this.transport = transport;
        this.mcpJson = mcpJson;
        this.originGuard = originGuard;
        this.clients = clients;
        this.fast = fast;
        this.probing = probing;
    }

    @Post
    @Consumes(MediaType.ALL)
    public CompletableFuture<HttpResponse<String>> post(HttpRequest<?> request, @Body @Nullable byte[] body) {
        return check(request, body).map(CompletableFuture::completedFuture).orElseGet(() -> dispatch(request, body));
    }

    /** The transport's refusals, in the order its layers meet them; empty when the message may be handled. */
    private Optional<HttpResponse<String>> check(HttpRequest<?> request, byte[] body) {
        Optional<String> refusal = originGuard.refusal(request);
        if (refusal.isPresent()) {
            return Optional.of(error(HttpStatus.FORBIDDEN, McpSchema.ErrorCodes.INVALID_REQUEST,
                    "Forbidden: " + refusal.get()));
        }
        String version = request.getHeaders().get(PROTOCOL_VERSION_HEADER);
        if (version != null && !transport.protocolVersions().contains(version.strip())) {
            return Optional.of(error(HttpStatus.BAD_REQUEST, McpSchema.ErrorCodes.INVALID_REQUEST,
                    "Unsupported MCP-Protocol-Version " + version + "; supported: " + transport.protocolVersions()));
        }
        if (request.getContentType().map(type -> !type.matches(MediaType.APPLICATION_JSON_TYPE)).orElse(false)) {
            return Optional.of(error(HttpStatus.UNSUPPORTED_MEDIA_TYPE, McpSchema.ErrorCodes.INVALID_REQUEST,
                    "Unsupported Media Type: send application/json"));
        }
        Optional<JsonNode> parsed = JsonRequestBody.strictTree(body);
        if (parsed.isEmpty()) {
            return Optional.of(error(HttpStatus.BAD_REQUEST, McpSchema.ErrorCodes.PARSE_ERROR,
                    "Parse error: the body is not JSON"));
        }
        return notOneMessage(parsed.get()).map(why -> error(HttpStatus.BAD_REQUEST,
                McpSchema.ErrorCodes.INVALID_REQUEST, "Invalid Request: " + why));
    }

    /** Why a JSON body is not one JSON-RPC 2.0 message; empty when it may be one. */
    private static Optional<String> notOneMessage(JsonNode tree) {
        if (tree.isArray()) {
            return Optional.of("send one JSON-RPC 2.0 message (batches are not supported)");
        }
        if (!tree.isObject()) {
            return Optional.of("send one JSON-RPC 2.0 message, a JSON object");
        }
        if (!tree.path("jsonrpc").isTextual() || !"2.0".equals(tree.get("jsonrpc").textValue())) {
            return Optional.of("\"jsonrpc\" must be \"2.0\"");
        }
        if (tree.has("method") && !tree.get("method").isTextual()) {
            return Optional.of("\"method\" must be a string");
        }
        return Optional.empty();
    }

    private CompletableFuture<HttpResponse<String>> dispatch(HttpRequest<?> request, byte[] body) {
        McpSchema.JSONRPCMessage message;
        try {
            message = McpSchema.deserializeJsonRpcMessage(mcpJson, JsonRequestBody.text(body));
        } catch (IOException | IllegalArgumentException e) {
            return CompletableFuture.completedFuture(error(HttpStatus.BAD_REQUEST,
                    McpSchema.ErrorCodes.INVALID_REQUEST, "Invalid Request: not a JSON-RPC request, notification or "
                            + "response"));
        }
        McpTransportContext context = McpTransportContext.create(Map.of(DirectoryTools.CLIENT, clients.of(request)));
        if (message instanceof McpSchema.JSONRPCRequest call) {
            return CompletableFuture.supplyAsync(() -> json(HttpStatus.OK, answer(context, call)), poolFor(call));
        }
        if (message instanceof McpSchema.JSONRPCNotification notification) {
            return CompletableFuture.supplyAsync(() -> {
                transport.handle(context, notification);
                return HttpResponse.accepted();
            }, fast);
        }
        return CompletableFuture.completedFuture(HttpResponse.accepted()); // a response: nothing to answer
    }

    private ExecutorService poolFor(McpSchema.JSONRPCRequest call) {
        boolean probes = McpSchema.METHOD_TOOLS_CALL.equals(call.method()) && call.params() instanceof Map<?, ?> params
                && params.get("name") instanceof String tool && DirectoryTools.PROBING_TOOLS.contains(tool);
        return probes ? probing : fast;
    }

    private McpSchema.JSONRPCResponse answer(McpTransportContext context, McpSchema.JSONRPCRequest call) {
        if (!RequestParams.readable(mcpJson, call)) {
            return failure(call, McpSchema.ErrorCodes.INVALID_PARAMS, "Invalid params for " + call.method());
        }
        McpSchema.JSONRPCResponse response;
        try {
            response = transport.handle(context, call);
        } catch (RuntimeException e) {
            // The SDK throws, rather than answers, when a known method's params cannot be read as its request.
            return failure(call, McpSchema.ErrorCodes.INVALID_PARAMS, "Invalid params for " + call.method());
        }
        if (response.error() != null && response.error().code() == McpSchema.ErrorCodes.INTERNAL_ERROR) {
            // The SDK answers an exception with its message, which can name classes: log it, answer nothing of it.
            LOG.warn("MCP {} failed inside the server: {}", call.method(), response.error().message());
            return failure(call, McpSchema.ErrorCodes.INTERNAL_ERROR, "Internal error");
        }
        return response;
    }

    private static McpSchema.JSONRPCResponse failure(McpSchema.JSONRPCRequest call, int code, String message) {
        return new McpSchema.JSONRPCResponse(McpSchema.JSONRPC_VERSION, call.id(), null,
                new McpSchema.JSONRPCResponse.JSONRPCError(code, message, null));
    }

    /** An error before any request could be read, so with the null id JSON-RPC gives such errors. */
    private HttpResponse<String> error(HttpStatus status, int code, String message) {
        return json(status, new TransportError(McpSchema.JSONRPC_VERSION, null,
                new McpSchema.JSONRPCResponse.JSONRPCError(code, message, null)));
    }

    private record TransportError(String jsonrpc, Object id, McpSchema.JSONRPCResponse.JSONRPCError error) {
    }

    private HttpResponse<String> json(HttpStatus status, Object response) {
        try {
            return HttpResponse.<String>status(status).contentType(MediaType.APPLICATION_JSON_TYPE)
                    .body(mcpJson.writeValueAsString(response));
        } catch (IOException e) {
            throw new IllegalStateException("a JSON-RPC response always serializes", e);
        }
    }
}
