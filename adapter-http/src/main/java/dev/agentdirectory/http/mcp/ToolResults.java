package dev.agentdirectory.http.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;

/**
 * A tool's answer: the same JSON the REST route answers, as structured content and as text. A failure is a
 * result with {@code isError}, in the same words REST uses, so that the calling model can read and fix it.
 */
final class ToolResults {

    private final ObjectMapper json;

    ToolResults(ObjectMapper json) {
        this.json = json;
    }

    @SuppressWarnings("unchecked")
    CallToolResult success(Object wire) {
        Map<String, Object> structured = json.convertValue(wire, Map.class);
        return CallToolResult.builder().structuredContent(structured).addTextContent(text(structured)).build();
    }

    /** Every invalid argument, as a REST 422 lists it, located from the arguments instead of the body. */
    CallToolResult invalid(List<ValidationErrorItem> items) {
        return failure("Invalid arguments; fix each and call again: " + text(items));
    }

    CallToolResult failure(String sentence) {
        return CallToolResult.builder().isError(true).addTextContent(sentence).build();
    }

    private String text(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tool's answer always serializes", e);
        }
    }
}
