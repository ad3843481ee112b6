package dev.agentdirectory.app.metrics;

/** The directory's own meters, as Micrometer names them; Prometheus turns the dots into underscores. */
final class MetricNames {

    static final String PROBES = "directory.probes";
    static final String REPORTS = "directory.reports";
    static final String STANDING_CHANGES = "directory.standing.changes";
    static final String SEARCH = "directory.search";
    static final String LISTINGS = "directory.listings";
    static final String INDEX_LAG_CHANGES = "directory.index.lag.changes";
    static final String INDEX_LAG = "directory.index.lag";
    static final String AWAITING_EMBEDDING = "directory.listings.awaiting.embedding";
    static final String STORE_FILE = "directory.store.file";
    static final String STORE_CHUNK_FILL = "directory.store.chunk.fill";
    /** Micronaut's timer of every answered request, tagged with the route template as {@code uri}. */
    static final String HTTP_REQUESTS = "http.server.requests";

    private MetricNames() {
    }
}
