package dev.agentdirectory.http.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class McpFuzzTest extends AgainstFuzzServer {

    @Property(tries = 1500)
    void anyMessageGetsAJsonRpcAnswerAndNeverAServerError(@ForAll("messages") FuzzRequest request) {
        Reply reply = server.http.send(request);

        ResponseRules.check(request, reply);
        checkJsonRpc(request, reply);
    }

    @Property(tries = 2000)
    void toolCallsWithGeneratedArgumentsAnswerAResultOrAProtocolErrorNeverAnInternalOne(
            @ForAll("toolCalls") FuzzRequest request) {
        Reply reply = server.http.send(request);

        ResponseRules.check(request, reply);
        checkJsonRpc(request, reply);
    }

    @Provide
    Arbitrary<FuzzRequest> messages() {
        return Route.MCP.requests(server.listing, true);
    }

    @Provide
    Arbitrary<FuzzRequest> toolCalls() {
        return HostileJson.body(JsonRpcMessages.toolCall(server.listing))
                .map(body -> FuzzRequest.of("POST", "/mcp", body, Route.JSON, Route.MCP_ACCEPT));
    }

    /**
     * README: the endpoint answers one JSON-RPC message with one JSON-RPC answer (202 and no body for the
     * rest); a tool's failure is a result with isError, and an exception is never an internal error (-32603).
     */
    private static void checkJsonRpc(FuzzRequest request, Reply reply) {
        String context = "\nrequest: " + request + "\nanswer: " + reply.status() + " " + Printable.of(reply.text(), 600);
        assertTrue(List.of(200, 202, 400, 413).contains(reply.status()), "an unexpected status" + context);
        if (reply.status() == 202) {
            assertEquals(0, reply.body().length, "a 202 with a body" + context);
            return;
        }
        if (reply.status() == 413) {
            return;
        }
        JsonNode body = ResponseRules.json(reply, context);
        ResponseRules.JsonRpcRules.checkResponse(body, context);
        assertNotEquals(-32603, body.at("/error/code").asInt(), "an internal error" + context);
        JsonNode result = body.path("result");
        if (result.has("content")) {
            assertTrue(result.get("content").isArray(), "a tool result without content" + context);
            assertTrue(result.path("isError").isMissingNode() || result.get("isError").isBoolean(),
                    "an isError that is not a boolean" + context);
        }
    }
}
