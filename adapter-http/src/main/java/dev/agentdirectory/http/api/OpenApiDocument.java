package dev.agentdirectory.http.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.http.PublicBaseUrl;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MediaType;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The OpenAPI document as served: what micronaut-openapi generated from the controllers and wire records at build
 * time, completed at start with what only the running service knows (its public base URL), what holds for every
 * route alike, and the few facts the annotations cannot express.
 */
@Singleton
public class OpenApiDocument {

    private static final String GENERATED = "META-INF/swagger/openapi.json";
    private static final String HTTP_ERROR = "#/components/schemas/HTTPError";
    private static final String TOO_LARGE = "Request too large: a body over the body limit, or a request line or "
            + "header block over theirs";
    private static final String OTHER_ERROR = "Any other error, as the framework answers it (400 for a path that "
            + "does not decode, 406 for an Accept header that excludes the answer's type)";

    /** What a route that reads or writes the store answers while the database is unavailable. */
    public static final String STORE_UNAVAILABLE = "The directory's database is unavailable (unreachable, or its disk "
            + "full); try again after Retry-After seconds";

    private final byte[] json;

    public OpenApiDocument(PublicBaseUrl baseUrl) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode generated = read(mapper);
        completeOperations(generated.path("paths"));
        completeSchemas(generated.withObjectProperty("components").withObjectProperty("schemas"));
        try {
            json = mapper.writeValueAsBytes(withServer(generated, baseUrl, mapper));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public byte[] json() {
        return json.clone();
    }

    private static ObjectNode read(ObjectMapper mapper) {
        try (InputStream in = OpenApiDocument.class.getClassLoader().getResourceAsStream(GENERATED)) {
            if (in == null) {
                throw new IllegalStateException("the build did not generate " + GENERATED);
            }
            return (ObjectNode) mapper.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The server is the configured public base URL, so the document names the instance that serves it. */
    private static ObjectNode withServer(ObjectNode generated, PublicBaseUrl baseUrl, ObjectMapper mapper) {
        ObjectNode document = mapper.createObjectNode();
        generated.properties().forEach(field -> {
            document.set(field.getKey(), field.getValue());
            if (field.getKey().equals("info")) {
                document.putArray("servers").addObject().put("url", baseUrl.resolve(""))
                        .put("description", "This instance, at its configured public base URL");
            }
        });
        return document;
    }

    private static void completeOperations(JsonNode paths) {
        for (JsonNode path : paths) {
            for (JsonNode operation : path) {
                complete((ObjectNode) operation);
            }
        }
    }

    private static void complete(ObjectNode operation) {
        // No security requirement on a route means the contract declares no credential for it: say it is public.
        if (!operation.has("security")) {
            operation.putArray("security");
        }
        // The lookup answers anyone, and its owner more: no credential is one of the two alternatives.
        if (operation.path("operationId").asText().equals(ServicesController.GET_SERVICE)) {
            ((ArrayNode) operation.get("security")).insertObject(0);
        }
        ObjectNode responses = operation.withObjectProperty("responses");
        responses.set("413", error(TOO_LARGE));
        responses.set("default", error(OTHER_ERROR));
        responses.properties().forEach(response -> {
            if (!response.getKey().startsWith("2")) {
                jsonOnly((ObjectNode) response.getValue());
            }
        });
        for (String toRetry : List.of("429", "503")) {
            if (responses.has(toRetry)) {
                ObjectNode retryAfter = ((ObjectNode) responses.get(toRetry)).withObjectProperty("headers")
                        .withObjectProperty(HttpHeaders.RETRY_AFTER)
                        .put("description", "Seconds to wait before the next attempt").put("required", true);
                retryAfter.withObjectProperty("schema").put("type", "integer").put("minimum", 1);
            }
        }
        sortByStatus(responses);
    }

    private static ObjectNode error(String description) {
        ObjectNode response = JsonNodeFactory.instance.objectNode().put("description", description);
        response.withObjectProperty("content").withObjectProperty(MediaType.APPLICATION_JSON)
                .withObjectProperty("schema").put("$ref", HTTP_ERROR);
        return response;
    }

    /**
     * Every error body is JSON; micronaut-openapi writes an error's media type as the route's {@code @Produces},
     * which is any type on the markdown routes.
     */
    private static void jsonOnly(ObjectNode response) {
        JsonNode content = response.get("content");
        if (content != null && content.has(MediaType.ALL)) {
            ObjectNode json = JsonNodeFactory.instance.objectNode();
            json.set(MediaType.APPLICATION_JSON, content.get(MediaType.ALL));
            response.set("content", json);
        }
    }

    private static void sortByStatus(ObjectNode responses) {
        List<Map.Entry<String, JsonNode>> sorted = new ArrayList<>();
        responses.properties().forEach(sorted::add);
        sorted.sort(Comparator.comparing(entry -> entry.getKey().equals("default") ? "9" : entry.getKey()));
        responses.removeAll();
        sorted.forEach(entry -> responses.set(entry.getKey(), entry.getValue()));
    }

    /**
     * What the annotations cannot say: an empty default (read as "no default"), a value of any JSON type, and the
     * reason codes, which the core's enumeration of them names.
     */
    private static void completeSchemas(ObjectNode schemas) {
        property(schemas, "SearchRequest", "query").put("default", "");
        property(schemas, "ValidationError", "input").remove("type");
        ArrayNode reasonCodes = property(schemas, "OwnerView", "last_check_reason_code").putArray("enum");
        Arrays.stream(ProbeReasonKind.values()).forEach(kind -> reasonCodes.add(kind.code()));
    }

    private static ObjectNode property(ObjectNode schemas, String schema, String property) {
        JsonNode found = schemas.path(schema).path("properties").path(property);
        if (!found.isObject()) {
            throw new IllegalStateException("the generated OpenAPI document has no " + schema + "." + property);
        }
        return (ObjectNode) found;
    }
}
