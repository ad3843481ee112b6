package dev.agentdirectory.core.port.in;

/** A search as the agent sent it; null fields take their defaults (empty query, limit 10, offset 0). */
public record SearchQuery(String query, Integer limit, Integer offset) {

    public static SearchQuery of(String query) {
        return new SearchQuery(query, null, null);
    }
}
