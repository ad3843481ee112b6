package dev.agentdirectory.core.testing;

import dev.agentdirectory.core.port.in.RegisterCommand;
import java.util.List;

/** Valid registrations to start from; each {@code with...} changes one field as the owner would send it. */
public final class Registrations {

    private String name = "Weather forecasts";
    private String description = "Hourly forecasts for any city.";
    private String serviceType;
    private String mcpDocUrl;
    private String skillUrl;
    private String setupRequirements;
    private List<String> tags;
    private String ownerContact;

    private Registrations() {
    }

    public static Registrations mcpServer() {
        Registrations registration = new Registrations();
        registration.serviceType = "mcp_server";
        registration.mcpDocUrl = "https://weather.example.com/.well-known/mcp.json";
        return registration;
    }

    public static Registrations agentSkill() {
        Registrations registration = new Registrations();
        registration.serviceType = "agent_skill";
        registration.skillUrl = "https://skills.example.com/weather.md";
        return registration;
    }

    public Registrations withName(String value) {
        name = value;
        return this;
    }

    public Registrations withDescription(String value) {
        description = value;
        return this;
    }

    public Registrations withServiceType(String value) {
        serviceType = value;
        return this;
    }

    public Registrations withMcpDocUrl(String value) {
        mcpDocUrl = value;
        return this;
    }

    public Registrations withSkillUrl(String value) {
        skillUrl = value;
        return this;
    }

    public Registrations withSetupRequirements(String value) {
        setupRequirements = value;
        return this;
    }

    public Registrations withTags(List<String> value) {
        tags = value;
        return this;
    }

    public Registrations withOwnerContact(String value) {
        ownerContact = value;
        return this;
    }

    public RegisterCommand command() {
        return new RegisterCommand(name, description, serviceType, mcpDocUrl, skillUrl, setupRequirements, tags,
                ownerContact);
    }
}
