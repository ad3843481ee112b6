package dev.agentdirectory.core.error;

/** A field of a command, as the domain names it; each adapter spells it in its own wire format. */
public enum Field {
    NAME,
    DESCRIPTION,
    SERVICE_TYPE,
    MCP_DOC_URL,
    SKILL_URL,
    SETUP_REQUIREMENTS,
    TAGS,
    OWNER_CONTACT,
    /** The owner's key, which each adapter carries its own way (REST: the X-API-Key header). */
    API_KEY,
    QUERY,
    LIMIT,
    OFFSET,
    SERVICE_ID,
    ISSUE,
    DETAILS,
    CURSOR,
    UPDATED_SINCE
}
