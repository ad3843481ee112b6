package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.error.Violation;
import java.util.List;

/**
 * A search as the agent sent it; null fields take their defaults (empty query, limit 10, offset 0).
 * {@code readErrors} are what the adapter found while reading its wire format.
 */
public record SearchQuery(String query, Integer limit, Integer offset, List<Violation> readErrors) {

    public SearchQuery {
        readErrors = List.copyOf(readErrors);
    }

    public SearchQuery(String query, Integer limit, Integer offset) {
        this(query, limit, offset, List.of());
    }

    public static SearchQuery of(String query) {
        return new SearchQuery(query, null, null);
    }
}
