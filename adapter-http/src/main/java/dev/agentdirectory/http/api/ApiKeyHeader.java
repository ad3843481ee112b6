package dev.agentdirectory.http.api;

/** The owner's key travels in the {@code X-API-Key} header. */
final class ApiKeyHeader {

    static final String NAME = "X-API-Key";

    private ApiKeyHeader() {
    }
}
