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
    QUERY,
    LIMIT,
    OFFSET,
    SERVICE_ID,
    ISSUE,
    DETAILS,
    CURSOR,
    UPDATED_SINCE
}
