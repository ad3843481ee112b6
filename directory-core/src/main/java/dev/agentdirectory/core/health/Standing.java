package dev.agentdirectory.core.health;

/** Bands of search results, in rank order: every healthy match comes before every failing one, and so on. */
public enum Standing {
    HEALTHY,
    UNHEALTHY,
    DEMOTED
}
