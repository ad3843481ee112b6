package dev.agentdirectory.http;

import java.util.List;
import java.util.Locale;

/** The owner's key travels in the {@code X-API-Key} header; the OpenAPI document names it as a security scheme. */
public final class ApiKeyHeader {

    public static final String NAME = "X-API-Key";
    public static final String SCHEME = "APIKeyHeader";

    /** Where a 422 places a missing key ({@code ["header", "x-api-key"]}). */
    public static final List<Object> LOCATION = List.of("header", NAME.toLowerCase(Locale.ROOT));

    private ApiKeyHeader() {
    }
}
