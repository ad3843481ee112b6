package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.probe.ExpectedDocument;
import java.util.Arrays;
import java.util.Optional;

/** The two kinds of listed service; the wire name is the contract's literal. */
public enum ServiceType {
    MCP_SERVER("mcp_server", Field.MCP_DOC_URL, ExpectedDocument.MCP_DOCUMENT),
    AGENT_SKILL("agent_skill", Field.SKILL_URL, ExpectedDocument.SKILL_MARKDOWN);

    private final String wireName;
    private final Field urlField;
    private final ExpectedDocument document;

    ServiceType(String wireName, Field urlField, ExpectedDocument document) {
        this.wireName = wireName;
        this.urlField = urlField;
        this.document = document;
    }

    /** What this kind's URL must serve for a probe to find it ok. */
    public ExpectedDocument expectedDocument() {
        return document;
    }

    public String wireName() {
        return wireName;
    }

    /** The request field that carries this kind's URL. */
    public Field urlField() {
        return urlField;
    }

    public ServiceType other() {
        return this == MCP_SERVER ? AGENT_SKILL : MCP_SERVER;
    }

    public static Optional<ServiceType> fromWireName(String name) {
        return Arrays.stream(values()).filter(type -> type.wireName.equals(name)).findFirst();
    }
}
