package dev.agentdirectory.core.probe;

/** What a listing's URL must serve for a probe to find it ok. */
public enum ExpectedDocument {
    /** An MCP description document: a JSON object. */
    MCP_DOCUMENT,
    /** A skill: non-empty UTF-8 text that is not an HTML page. */
    SKILL_MARKDOWN
}
