package dev.agentdirectory.http.mcp;

import dev.agentdirectory.core.listing.ListingLimits;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tools' JSON Schemas, with the contract's limits taken from {@link ListingLimits}, the same constants the
 * core's rules enforce. Output schemas describe exactly the JSON the REST routes answer.
 */
final class ToolSchemas {

    static final List<String> SERVICE_TYPES = List.of("mcp_server", "agent_skill");
    static final List<String> ISSUES = List.of("unreachable", "invalid_response", "other");
    static final List<String> STATUSES = List.of("ok", "unreachable", "invalid");

    private ToolSchemas() {
    }

    static Map<String, Object> searchInput() {
        return object(props(
                "query", describe(text(0, ListingLimits.QUERY_MAX, ""), "What you need, in plain words; empty "
                        + "browses every listing, healthy first, newest first"),
                "limit", describe(integer(ListingLimits.LIMIT_MIN, ListingLimits.LIMIT_MAX, ListingLimits.LIMIT_DEFAULT),
                        "Results per page"),
                "offset", describe(integer(0, null, 0), "Results to skip; the next page is offset + limit")),
                List.of());
    }

    static Map<String, Object> registerInput() {
        return object(props(
                "name", text(1, ListingLimits.NAME_MAX, null),
                "description", text(1, ListingLimits.DESCRIPTION_MAX, null),
                "service_type", enumOf(SERVICE_TYPES),
                "mcp_doc_url", describe(nullable(url()), "Required for mcp_server listings; refused for agent_skill"),
                "skill_url", describe(nullable(url()), "Required for agent_skill listings; refused for mcp_server"),
                "setup_requirements", describe(nullable(text(0, ListingLimits.SETUP_REQUIREMENTS_MAX, null)),
                        "Prerequisites for following a skill; kept for agent_skill listings only"),
                "tags", tags(),
                "owner_contact", describe(nullable(text(0, ListingLimits.OWNER_CONTACT_MAX, null)),
                        "Stored, never shown")),
                List.of("name", "description", "service_type"));
    }

    static Map<String, Object> updateInput() {
        return object(props(
                "service_id", describe(text(1, null, null), "The id answered at registration"),
                "api_key", describe(text(1, null, null), "The api_key answered at registration"),
                "name", describe(nullable(text(1, ListingLimits.NAME_MAX, null)), "null leaves it unchanged"),
                "description", describe(nullable(text(1, ListingLimits.DESCRIPTION_MAX, null)),
                        "null leaves it unchanged"),
                "mcp_doc_url", describe(nullable(url()), "For mcp_server listings; a new URL is probed again"),
                "skill_url", describe(nullable(url()), "For agent_skill listings; a new URL is probed again"),
                "setup_requirements", describe(nullable(text(0, ListingLimits.SETUP_REQUIREMENTS_MAX, null)),
                        "null clears it"),
                "tags", tags(),
                "owner_contact", describe(nullable(text(0, ListingLimits.OWNER_CONTACT_MAX, null)),
                        "null clears it")),
                List.of("service_id", "api_key"));
    }

    static Map<String, Object> deregisterInput() {
        return object(props(
                "service_id", describe(text(1, null, null), "The id answered at registration"),
                "api_key", describe(text(1, null, null), "The api_key answered at registration")),
                List.of("service_id", "api_key"));
    }

    static Map<String, Object> reportInput() {
        return object(props(
                "service_id", describe(text(1, null, null), "The id of the listing, from a search result"),
                "issue", enumOf(ISSUES),
                "details", describe(nullable(text(0, ListingLimits.REPORT_DETAILS_MAX, null)),
                        "What you saw, for the record")),
                List.of("service_id", "issue"));
    }

    static Map<String, Object> searchOutput() {
        return object(props(
                "results", Map.of("type", "array", "items", listing()),
                "limit", Map.of("type", "integer"),
                "offset", Map.of("type", "integer"),
                "total", Map.of("type", "integer"),
                "instructions", Map.of("type", "string")),
                List.of("results", "limit", "offset", "total"));
    }

    static Map<String, Object> registerOutput() {
        return object(props(
                "id", Map.of("type", "string"),
                "api_key", describe(Map.of("type", "string"), "Shown this once: store it now"),
                "note", Map.of("type", "string")),
                List.of("id", "api_key"));
    }

    static Map<String, Object> listing() {
        return object(props(
                "id", Map.of("type", "string"),
                "name", Map.of("type", "string"),
                "description", Map.of("type", "string"),
                "service_type", enumOf(SERVICE_TYPES),
                "mcp_doc_url", Map.of("type", "string"),
                "skill_url", Map.of("type", "string"),
                "setup_requirements", Map.of("type", List.of("string", "null")),
                "tags", Map.of("type", "array", "items", Map.of("type", "string"))),
                List.of("id", "name", "description", "service_type"));
    }

    static Map<String, Object> deregisterOutput() {
        return object(props("id", Map.of("type", "string"), "deleted", Map.of("type", "boolean")),
                List.of("id", "deleted"));
    }

    static Map<String, Object> reportOutput() {
        return object(props(
                "service_id", Map.of("type", "string"),
                "last_check_status", enumOf(STATUSES),
                "substantiated", Map.of("type", "boolean"),
                "last_check_reason", describe(Map.of("type", "string"),
                        "Why the probe came out as it did, in words the listing's owner can act on")),
                List.of("service_id", "last_check_status", "substantiated"));
    }

    private static Map<String, Object> tags() {
        return describe(Map.of("type", List.of("array", "null"), "maxItems", ListingLimits.TAGS_MAX,
                        "items", text(1, ListingLimits.TAG_MAX, null)),
                "At most " + ListingLimits.TAGS_MAX + " tags of 1 to " + ListingLimits.TAG_MAX
                        + " characters; stored trimmed, lowercased, de-duplicated, in order");
    }

    private static Map<String, Object> object(Map<String, Object> properties, List<String> required) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", properties);
        schema.put("required", required);
        return schema;
    }

    private static Map<String, Object> props(Object... namesAndSchemas) {
        Map<String, Object> properties = new LinkedHashMap<>();
        for (int i = 0; i < namesAndSchemas.length; i += 2) {
            properties.put((String) namesAndSchemas[i], namesAndSchemas[i + 1]);
        }
        return properties;
    }

    private static Map<String, Object> text(int min, Integer max, String defaultValue) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "string");
        schema.put("minLength", min);
        if (max != null) {
            schema.put("maxLength", max);
        }
        if (defaultValue != null) {
            schema.put("default", defaultValue);
        }
        return schema;
    }

    private static Map<String, Object> url() {
        Map<String, Object> schema = text(1, ListingLimits.URL_MAX, null);
        schema.put("format", "uri");
        return schema;
    }

    private static Map<String, Object> integer(int min, Integer max, int defaultValue) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "integer");
        schema.put("minimum", min);
        if (max != null) {
            schema.put("maximum", max);
        }
        schema.put("default", defaultValue);
        return schema;
    }

    private static Map<String, Object> enumOf(List<String> values) {
        return Map.of("type", "string", "enum", values);
    }

    private static Map<String, Object> nullable(Map<String, Object> schema) {
        Map<String, Object> copy = new LinkedHashMap<>(schema);
        copy.put("type", List.of(schema.get("type"), "null"));
        return copy;
    }

    private static Map<String, Object> describe(Map<String, Object> schema, String description) {
        Map<String, Object> copy = new LinkedHashMap<>(schema);
        copy.put("description", description);
        return copy;
    }
}
