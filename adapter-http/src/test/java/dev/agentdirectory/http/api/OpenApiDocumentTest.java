package dev.agentdirectory.http.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.http.ApiKeyHeader;
import dev.agentdirectory.http.PublicBaseUrl;
import dev.agentdirectory.http.wire.RegisterResponse;
import dev.agentdirectory.http.wire.SearchResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OpenApiDocumentTest {

    private static final JsonNode DOCUMENT =
            read(new OpenApiDocument(new PublicBaseUrl("https://directory.example.org/")));

    private static JsonNode read(OpenApiDocument document) {
        try {
            return new ObjectMapper().readTree(document.json());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode schema(String name) {
        return DOCUMENT.path("components").path("schemas").path(name);
    }

    private static List<JsonNode> operations() {
        List<JsonNode> operations = new ArrayList<>();
        DOCUMENT.get("paths").forEach(path -> path.forEach(operations::add));
        return operations;
    }

    private static Set<String> enumOf(String schema, String property) {
        return strings(schema(schema).path("properties").path(property).path("enum"));
    }

    private static Set<String> strings(JsonNode array) {
        Set<String> values = new TreeSet<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    @Test
    void theServerIsTheConfiguredPublicBaseUrl() {
        assertEquals("https://directory.example.org", DOCUMENT.at("/servers/0/url").asText());
        assertEquals(1, DOCUMENT.get("servers").size());
    }

    @Test
    void updateAndDeregisterAskForTheApiKeyAndTheLookUpTakesItOptionallyAllThroughTheSecurityScheme() {
        JsonNode scheme = DOCUMENT.at("/components/securitySchemes/" + ApiKeyHeader.SCHEME);
        Set<String> secured = new TreeSet<>();
        for (JsonNode operation : operations()) {
            if (!operation.get("security").isEmpty()) {
                secured.add(operation.get("operationId").asText());
                String expected = operation.get("operationId").asText().equals("get_service")
                        ? "[{},{\"" + ApiKeyHeader.SCHEME + "\":[]}]" : "[{\"" + ApiKeyHeader.SCHEME + "\":[]}]";
                assertEquals(expected, operation.get("security").toString());
            }
            operation.path("parameters").forEach(parameter -> assertFalse(
                    parameter.get("name").asText().equalsIgnoreCase(ApiKeyHeader.NAME), "a header parameter too"));
        }

        assertEquals(Set.of("deregister_service", "get_service", "update_service"), secured);
        assertEquals("apiKey", scheme.get("type").asText());
        assertEquals("header", scheme.get("in").asText());
        assertEquals("X-API-Key", scheme.get("name").asText());
    }

    @Test
    void bothListingShapesMayCarryTheOwnerViewWhoseReasonCodesAreTheCores() {
        Set<String> codes = new TreeSet<>();
        for (ProbeReasonKind kind : ProbeReasonKind.values()) {
            codes.add(kind.code());
        }

        for (String shape : List.of("McpServerResult", "AgentSkillResult")) {
            assertEquals("#/components/schemas/OwnerView",
                    schema(shape).at("/properties/owner/allOf/0/$ref").asText());
            assertFalse(strings(schema(shape).get("required")).contains("owner"));
        }
        assertEquals(codes, enumOf("OwnerView", "last_check_reason_code"));
        assertEquals(Set.of("consecutive_failures", "demoted", "hidden", "last_check_status", "reports_received",
                "reports_substantiated"), strings(schema("OwnerView").get("required")));
    }

    @Test
    void defaultsAreTypedValuesWithTheContractsTexts() {
        assertEquals("\"\"", schema("SearchRequest").at("/properties/query/default").toString());
        assertEquals(10, schema("SearchRequest").at("/properties/limit/default").intValue());
        assertEquals(0, schema("SearchRequest").at("/properties/offset/default").intValue());
        assertEquals("[]", schema("McpServerResult").at("/properties/tags/default").toString());
        assertEquals("[]", schema("AgentSkillResult").at("/properties/tags/default").toString());
        assertEquals(RegisterResponse.KEEP_THE_KEY,
                schema("RegisterResponse").at("/properties/note/default").asText());
        assertEquals(SearchResponse.INSTRUCTIONS,
                schema("SearchResponse").at("/properties/instructions/default").asText());
    }

    @Test
    void theValidationErrorIsPydanticsShape() {
        JsonNode item = schema("ValidationError");

        assertFalse(schema("HTTPValidationError").has("required"));
        assertEquals(Set.of("loc", "msg", "type"), strings(item.get("required")));
        Set<String> locItemTypes = new TreeSet<>();
        item.at("/properties/loc/items/anyOf").forEach(option -> locItemTypes.add(option.get("type").asText()));
        assertEquals(Set.of("integer", "string"), locItemTypes);
        assertFalse(item.at("/properties/input").has("type"));
        assertEquals("object", item.at("/properties/ctx/type").asText());
        assertTrue(item.at("/properties/ctx/additionalProperties").booleanValue());
    }

    @ParameterizedTest
    @CsvSource({
            "RegisterRequest, name, 1, 120", "RegisterRequest, description, 1, 2000",
            "RegisterRequest, mcp_doc_url, 1, 2083", "RegisterRequest, skill_url, 1, 2083",
            "RegisterRequest, setup_requirements, , 2000", "RegisterRequest, owner_contact, , 200",
            "UpdateRequest, name, 1, 120", "UpdateRequest, description, 1, 2000",
            "UpdateRequest, mcp_doc_url, 1, 2083", "UpdateRequest, skill_url, 1, 2083",
            "UpdateRequest, setup_requirements, , 2000", "UpdateRequest, owner_contact, , 200",
            "SearchRequest, query, , 500", "ReportRequest, details, , 1000"})
    void textLimitsAreTheContracts(String schema, String property, Integer minLength, int maxLength) {
        JsonNode field = schema(schema).path("properties").path(property);

        assertEquals(maxLength, field.path("maxLength").intValue());
        assertEquals(minLength == null ? 0 : minLength, field.path("minLength").intValue());
    }

    @Test
    void numberAndListLimitsAreTheContracts() {
        assertEquals(1, schema("SearchRequest").at("/properties/limit/minimum").intValue());
        assertEquals(25, schema("SearchRequest").at("/properties/limit/maximum").intValue());
        assertEquals(0, schema("SearchRequest").at("/properties/offset/minimum").intValue());
        for (String request : List.of("RegisterRequest", "UpdateRequest")) {
            assertEquals(16, schema(request).at("/properties/tags/maxItems").intValue());
            assertEquals(40, schema(request).at("/properties/tags/items/maxLength").intValue());
        }
    }

    @Test
    void enumeratedValuesAreTheContracts() {
        assertEquals(Set.of("agent_skill", "mcp_server"), enumOf("RegisterRequest", "service_type"));
        assertEquals(Set.of("invalid_response", "other", "unreachable"), enumOf("ReportRequest", "issue"));
        assertEquals(Set.of("invalid", "ok", "unreachable"), enumOf("ReportResponse", "last_check_status"));
        assertEquals(Set.of("mcp_server"), enumOf("McpServerResult", "service_type"));
        assertEquals(Set.of("agent_skill"), enumOf("AgentSkillResult", "service_type"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "McpServerResult | description id mcp_doc_url name",
            "AgentSkillResult | description id name skill_url",
            "RegisterRequest | description name service_type",
            "RegisterResponse | api_key id",
            "DeleteResponse | deleted id",
            "SearchResponse | limit offset results total",
            "ReportRequest | issue service_id",
            "ReportResponse | last_check_status service_id substantiated",
            "WellKnownDoc | description instructions mcp_endpoint name openapi_url tools",
            "WellKnownTool | description name",
            "HTTPError | detail"})
    void requiredFieldsAreTheContracts(String schema, String required) {
        assertEquals(new TreeSet<>(List.of(required.split(" "))), strings(schema(schema).get("required")));
    }

    @Test
    void requestsWithOnlyOptionalFieldsRequireNone() {
        assertFalse(schema("SearchRequest").has("required"));
        assertFalse(schema("UpdateRequest").has("required"));
    }

    @Test
    void theRoutesThatUseTheDatabaseDeclareItsOutageAndSearchItsDeepPagesTakingTurns() {
        Set<String> declaring = new TreeSet<>();
        for (JsonNode operation : operations()) {
            if (operation.get("responses").has("503")) {
                declaring.add(operation.get("operationId").asText());
            }
        }
        assertEquals(Set.of("register_service", "get_service", "update_service", "deregister_service",
                "report_service", "list_changes", "search"), declaring);
    }

    @Test
    void everyRouteDeclaresItsErrorBodiesAsJson() {
        for (JsonNode operation : operations()) {
            JsonNode responses = operation.get("responses");
            assertTrue(responses.has("413"), operation.get("operationId") + " 413");
            assertTrue(responses.has("default"), operation.get("operationId") + " default");
            responses.properties().forEach(response -> {
                if (!response.getKey().startsWith("2")) {
                    assertEquals(Set.of("application/json"), names(response.getValue().get("content")),
                            operation.get("operationId") + " " + response.getKey());
                }
            });
            for (String toRetry : List.of("429", "503")) {
                if (responses.has(toRetry)) {
                    assertEquals("integer", responses.at("/" + toRetry + "/headers/Retry-After/schema/type").asText(),
                            operation.get("operationId") + " " + toRetry);
                }
            }
        }
    }

    @Test
    void theHostedSkillRouteAnswersItsUnknownNamesAndValidationInJson() {
        JsonNode responses = DOCUMENT.at("/paths/~1.well-known~1skills~1{skill_name}.md/get/responses");

        assertEquals("#/components/schemas/HTTPError",
                responses.at("/404/content/application~1json/schema/$ref").asText());
        assertEquals("#/components/schemas/HTTPValidationError",
                responses.at("/422/content/application~1json/schema/$ref").asText());
        assertEquals(Set.of("text/html", "text/markdown"), names(responses.at("/200/content")));
    }

    @Test
    void theListingShapesStayDiscriminatedByServiceType() {
        JsonNode listing = schema("ListingResult");

        assertEquals("service_type", listing.at("/discriminator/propertyName").asText());
        assertEquals("#/components/schemas/McpServerResult", listing.at("/discriminator/mapping/mcp_server").asText());
        assertEquals("#/components/schemas/AgentSkillResult",
                listing.at("/discriminator/mapping/agent_skill").asText());
        assertEquals(2, listing.get("oneOf").size());
    }

    private static Set<String> names(JsonNode object) {
        Set<String> names = new TreeSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
