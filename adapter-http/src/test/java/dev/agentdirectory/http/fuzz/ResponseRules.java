package dev.agentdirectory.http.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * What every answer must be, whatever was asked (decisions.md): never a 5xx, never a stack trace or a class
 * name, and every error JSON in its shape — 422 a Pydantic list, other errors a sentence, and the MCP
 * endpoint's own errors JSON-RPC objects.
 */
final class ResponseRules {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> LEAKS = List.of("at dev.", "Exception", "java.", "io.micronaut",
            "io.netty", "com.fasterxml", "jakarta.", "\tat ");

    private ResponseRules() {
    }

    static void check(FuzzRequest request, Reply reply) {
        String context = "\nrequest: " + request + "\nanswer: " + reply.status() + " " + reply.headers() + " "
                + Printable.of(reply.text(), 600);
        assertTrue(reply.status() >= 200 && reply.status() < 500, "a status outside 2xx-4xx" + context);
        for (String leak : LEAKS) {
            assertFalse(reply.text().contains(leak), "the body leaks \"" + leak + "\"" + context);
        }
        if (reply.status() >= 400 && !request.method().equals("HEAD")) {
            checkError(request, reply, context);
        }
    }

    private static void checkError(FuzzRequest request, Reply reply, String context) {
        String type = String.valueOf(reply.header("Content-Type")).toLowerCase(Locale.ROOT);
        assertTrue(type.startsWith("application/json"), "an error that is not application/json" + context);
        JsonNode body = json(reply, context);
        if (request.targetsMcp() && body.has("jsonrpc")) {
            JsonRpcRules.checkResponse(body, context);
            assertTrue(body.has("error"), "an MCP error status without a JSON-RPC error" + context);
            return;
        }
        JsonNode detail = body.path("detail");
        if (reply.status() == 422) {
            assertTrue(detail.isArray() && !detail.isEmpty(), "a 422 without a list of details" + context);
            detail.forEach(item -> checkItem(item, context));
        } else {
            assertTrue(detail.isTextual(), "an error without a detail sentence" + context);
        }
    }

    private static void checkItem(JsonNode item, String context) {
        assertTrue(item.path("type").isTextual(), "a 422 item without a type" + context);
        assertTrue(item.path("msg").isTextual(), "a 422 item without a msg" + context);
        JsonNode loc = item.path("loc");
        assertTrue(loc.isArray() && !loc.isEmpty(), "a 422 item without a loc" + context);
        loc.forEach(part -> assertTrue(part.isTextual() || part.isInt(), "a loc part of another type" + context));
        assertTrue(List.of("body", "path", "header", "query").contains(loc.get(0).asText()),
                "a loc that starts elsewhere" + context);
    }

    static JsonNode json(Reply reply, String context) {
        try {
            JsonNode body = JSON.readTree(reply.body());
            assertTrue(body != null && body.isObject(), "not a JSON object" + context);
            return body;
        } catch (IOException e) {
            return fail("not JSON" + context);
        }
    }

    /** JSON-RPC 2.0's response object: the version, the id, and a result or an error with a code and message. */
    static final class JsonRpcRules {

        private JsonRpcRules() {
        }

        static void checkResponse(JsonNode body, String context) {
            assertEquals("2.0", body.path("jsonrpc").asText(), "not JSON-RPC 2.0" + context);
            assertTrue(body.has("id"), "a JSON-RPC response without an id" + context);
            assertTrue(body.has("result") != body.has("error"), "not exactly one of result and error" + context);
            if (body.has("error")) {
                assertTrue(body.at("/error/code").isInt(), "a JSON-RPC error without a code" + context);
                assertTrue(body.at("/error/message").isTextual(), "a JSON-RPC error without a message" + context);
            }
        }
    }
}
