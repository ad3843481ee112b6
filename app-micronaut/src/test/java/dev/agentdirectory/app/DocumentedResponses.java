package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.Error;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.NonValidationKeyword;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The answers an OpenAPI document declares, and a check of real answers against their schemas. Object schemas
 * are closed for the check, so a field the document does not name is drift as much as a missing one.
 */
final class DocumentedResponses {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode document;
    private final ObjectNode closedComponents;
    /** OpenAPI 3.0's schema dialect; the document's components ride along in each schema, for its references. */
    private final SchemaRegistry schemas = SchemaRegistry.withDefaultDialect(Dialect.builder(Dialects.getOpenApi30())
            .keyword(new NonValidationKeyword("components")).build());
    private final Set<String> checked = new TreeSet<>();

    DocumentedResponses(JsonNode document) {
        this.document = document;
        this.closedComponents = document.get("components").deepCopy();
        closedComponents.get("schemas").forEach(schema -> {
            if (schema.has("properties") && !schema.has("additionalProperties")) {
                ((ObjectNode) schema).put("additionalProperties", false);
            }
        });
    }

    void check(String method, String path, HttpResponse<String> answer) {
        check(method, path, answer.statusCode(), answer.headers(), answer.body());
    }

    /**
     * Fails unless the operation declares the status (or, for an error, a default), the content type, every
     * required header, and a schema the body matches.
     */
    void check(String method, String path, int status, HttpHeaders headers, String body) {
        String where = method + " " + path + " " + status;
        JsonNode responses = document.path("paths").path(path).path(method.toLowerCase(Locale.ROOT))
                .path("responses");
        String key = responses.has(Integer.toString(status)) || status < 400 ? Integer.toString(status) : "default";
        JsonNode response = responses.path(key);
        assertTrue(response.isObject(), where + ": the document declares no such answer");

        String mediaType = headers.firstValue("Content-Type").orElse("").split(";")[0].trim().toLowerCase(Locale.ROOT);
        JsonNode media = response.path("content").path(mediaType);
        assertTrue(media.isObject(), where + ": the document declares no " + mediaType + " body");
        assertMatches(media.get("schema"), mediaType.endsWith("json") ? parse(body) : TextNode.valueOf(body),
                where + " body");

        response.path("headers").properties().forEach(header -> {
            String value = headers.firstValue(header.getKey()).orElse(null);
            assertTrue(value != null || !header.getValue().path("required").asBoolean(),
                    where + ": no " + header.getKey() + " header");
            if (value != null) {
                assertMatches(header.getValue().get("schema"), parse(value), where + " " + header.getKey());
            }
        });
        checked.add(method + " " + path + " " + key);
    }

    /** Each operation's declared answers, as "METHOD path status", leaving out the catch-all default. */
    Set<String> declared() {
        Set<String> declared = new TreeSet<>();
        document.get("paths").properties().forEach(path -> path.getValue().properties().forEach(operation ->
                operation.getValue().get("responses").fieldNames().forEachRemaining(status -> {
                    if (!status.equals("default")) {
                        declared.add(operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey() + " " + status);
                    }
                })));
        return declared;
    }

    /** Every operation, as "METHOD path". */
    Set<String> operations() {
        Set<String> operations = new TreeSet<>();
        document.get("paths").properties().forEach(path -> path.getValue().fieldNames().forEachRemaining(
                method -> operations.add(method.toUpperCase(Locale.ROOT) + " " + path.getKey())));
        return operations;
    }

    Set<String> checked() {
        return Set.copyOf(checked);
    }

    private void assertMatches(JsonNode schema, JsonNode value, String where) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.set("components", closedComponents);
        root.putArray("allOf").add(schema);
        List<Error> errors = schemas.getSchema(root).validate(value);
        assertTrue(errors.isEmpty(), where + " does not match the document: " + errors + " in " + value);
    }

    /** JSON text as its value; anything else as a string, which a schema that expects more then refuses. */
    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return TextNode.valueOf(text);
        }
    }
}
