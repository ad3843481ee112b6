package dev.agentdirectory.http.api;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.http.error.RequestViolationException;
import java.util.List;
import java.util.Map;

/** The owner's key travels in the {@code X-API-Key} header; without it, PATCH and DELETE are a 422. */
final class ApiKeyHeader {

    static final String NAME = "X-API-Key";

    private ApiKeyHeader() {
    }

    static String require(String value) {
        if (value == null) {
            throw new RequestViolationException(List.of(new Violation(List.of("header", "x-api-key"),
                    ViolationType.MISSING, "Field required", null, Map.of())));
        }
        return value;
    }
}
