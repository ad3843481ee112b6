package dev.agentdirectory.core.port.in;

import java.util.List;

/** A partial update as the owner sent it: only present fields change. */
public record UpdateCommand(FieldUpdate<String> name, FieldUpdate<String> description,
                            FieldUpdate<String> mcpDocUrl, FieldUpdate<String> skillUrl,
                            FieldUpdate<String> setupRequirements, FieldUpdate<List<String>> tags,
                            FieldUpdate<String> ownerContact) {

    /** An update that changes nothing; adapt it field by field with the {@code with...} methods. */
    public static UpdateCommand nothing() {
        return new UpdateCommand(FieldUpdate.absent(), FieldUpdate.absent(), FieldUpdate.absent(),
                FieldUpdate.absent(), FieldUpdate.absent(), FieldUpdate.absent(), FieldUpdate.absent());
    }

    public UpdateCommand withName(String value) {
        return new UpdateCommand(FieldUpdate.of(value), description, mcpDocUrl, skillUrl, setupRequirements, tags,
                ownerContact);
    }

    public UpdateCommand withDescription(String value) {
        return new UpdateCommand(name, FieldUpdate.of(value), mcpDocUrl, skillUrl, setupRequirements, tags,
                ownerContact);
    }

    public UpdateCommand withMcpDocUrl(String value) {
        return new UpdateCommand(name, description, FieldUpdate.of(value), skillUrl, setupRequirements, tags,
                ownerContact);
    }

    public UpdateCommand withSkillUrl(String value) {
        return new UpdateCommand(name, description, mcpDocUrl, FieldUpdate.of(value), setupRequirements, tags,
                ownerContact);
    }

    public UpdateCommand withSetupRequirements(String value) {
        return new UpdateCommand(name, description, mcpDocUrl, skillUrl, FieldUpdate.of(value), tags, ownerContact);
    }

    public UpdateCommand withTags(List<String> value) {
        return new UpdateCommand(name, description, mcpDocUrl, skillUrl, setupRequirements, FieldUpdate.of(value),
                ownerContact);
    }

    public UpdateCommand withOwnerContact(String value) {
        return new UpdateCommand(name, description, mcpDocUrl, skillUrl, setupRequirements, tags,
                FieldUpdate.of(value));
    }
}
