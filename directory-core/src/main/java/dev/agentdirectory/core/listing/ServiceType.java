package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.error.Field;
import java.util.Arrays;
import java.util.Optional;

/** The two kinds of listed service; the wire name is the contract's literal. */
public enum ServiceType {
    MCP_SERVER("mcp_server", Field.MCP_DOC_URL),
    AGENT_SKILL("agent_skill", Field.SKILL_URL);

    private final String wireName;
    private final Field urlField;

    ServiceType(String wireName, Field urlField) {
        this.wireName = wireName;
        this.urlField = urlField;
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
