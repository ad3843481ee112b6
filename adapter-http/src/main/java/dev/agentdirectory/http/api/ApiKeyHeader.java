package dev.agentdirectory.http.api;

/** The owner's key travels in the {@code X-API-Key} header; the OpenAPI document names it as a security scheme. */
public final class ApiKeyHeader {

    public static final String NAME = "X-API-Key";
    public static final String SCHEME = "APIKeyHeader";

    private ApiKeyHeader() {
    }
}
