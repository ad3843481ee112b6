package dev.agentdirectory.http.ratelimit;

/** The kinds of request that each client may make only so often, whichever door (REST or MCP) they use. */
public enum LimitedAction {
    REGISTER,
    REPORT,
    SEARCH,
    FEED
}
