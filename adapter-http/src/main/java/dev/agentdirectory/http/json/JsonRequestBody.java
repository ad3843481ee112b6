package dev.agentdirectory.http.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agentdirectory.http.error.RequestViolationException;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Parses a request body strictly (RFC 8259): invalid UTF-8, lone surrogate escapes, trailing content and
 * anything but one JSON object are refused with the Pydantic words for them, before any field is read.
 */
public final class JsonRequestBody {

    /**
     * Half Jackson's own nesting limit, which also bounds what it writes: a 422 echoes the offending value a few
     * levels deep inside its error body, and a value nested right up to the reading limit could not be written back.
     */
    public static final int MAX_NESTING = 500;

    private static final ObjectMapper STRICT = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
            .build();

    private JsonRequestBody() {
    }

    /**
     * The body as one strict JSON value, or empty when it is missing, malformed or holds a lone surrogate: for
     * protocols (JSON-RPC) that answer all of those with one error.
     */
    public static Optional<JsonNode> strictTree(byte[] body) {
        if (body == null || body.length == 0 || Utf8.firstMalformedByte(body).isPresent()) {
            return Optional.empty();
        }
        try {
            JsonNode root = STRICT.readTree(text(body));
            return root == null || root.isMissingNode() || hasLoneSurrogate(root) ? Optional.empty()
                    : Optional.of(root);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The body as a JSON object, or a {@link RequestViolationException} saying why it is not one. */
    public static BodyFields parse(byte[] body) {
        if (body == null || body.length == 0) {
            throw refused("missing", "Field required", null, Map.of());
        }
        OptionalInt malformed = Utf8.firstMalformedByte(body);
        if (malformed.isPresent()) {
            throw refused("json_invalid", "JSON decode error", null,
                    Map.of("error", "invalid UTF-8 at byte " + malformed.getAsInt()));
        }
        JsonNode root;
        try {
            root = STRICT.readTree(text(body));
        } catch (JsonProcessingException e) { // text in memory: no other IOException
            throw refused("json_invalid", "JSON decode error", null, Map.of("error", JsonDecodeError.reason(e)));
        }
        if (root == null || root.isMissingNode()) {
            throw refused("missing", "Field required", null, Map.of());
        }
        if (hasLoneSurrogate(root)) {
            throw refused("json_invalid", "JSON decode error", null,
                    Map.of("error", "lone Unicode surrogate in a string"));
        }
        if (!(root instanceof ObjectNode object)) {
            throw refused("model_attributes_type",
                    "Input should be a valid dictionary or object to extract fields from", root, Map.of());
        }
        return BodyFields.of(object);
    }

    /**
     * Well-formed UTF-8 bytes as the text they spell, without a leading byte order mark (RFC 8259 lets a parser
     * ignore one). Jackson, given bytes, guesses their encoding, and read NUL-interleaved ASCII, which is valid
     * UTF-8, as UTF-16 or UTF-32: a JSON text exchanged between systems is UTF-8 (RFC 8259, section 8.1), so the
     * parser is given the text the bytes spell as UTF-8.
     */
    public static String text(byte[] wellFormedUtf8) {
        int start = wellFormedUtf8.length >= 3 && wellFormedUtf8[0] == (byte) 0xEF && wellFormedUtf8[1] == (byte) 0xBB
                && wellFormedUtf8[2] == (byte) 0xBF ? 3 : 0;
        return new String(wellFormedUtf8, start, wellFormedUtf8.length - start, StandardCharsets.UTF_8);
    }

    private static RequestViolationException refused(String type, String message, Object input,
                                                     Map<String, Object> context) {
        return new RequestViolationException(List.of(new ValidationErrorItem(type, List.of("body"), message, input,
                context)));
    }

    /** Whether any string or key in the tree holds a lone UTF-16 surrogate, which no valid JSON text decodes to. */
    private static boolean hasLoneSurrogate(JsonNode node) {
        if (node.isTextual()) {
            return isBroken(node.textValue());
        }
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (isBroken(field.getKey()) || hasLoneSurrogate(field.getValue())) {
                return true;
            }
        }
        for (JsonNode element : node) {
            if (node.isArray() && hasLoneSurrogate(element)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isBroken(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    return true;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
