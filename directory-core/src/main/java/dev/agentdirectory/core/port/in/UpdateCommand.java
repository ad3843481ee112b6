package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.error.Violation;
import java.util.List;

/**
 * A partial update as the owner sent it: only present fields change. {@code readErrors} are what the adapter
 * found while reading its wire format (a field of the wrong type reads as absent).
 */
public record UpdateCommand(FieldUpdate<String> name, FieldUpdate<String> description,
                            FieldUpdate<String> mcpDocUrl, FieldUpdate<String> skillUrl,
                            FieldUpdate<String> setupRequirements, FieldUpdate<List<String>> tags,
                            FieldUpdate<String> ownerContact, List<Violation> readErrors) {

    public UpdateCommand {
        readErrors = List.copyOf(readErrors);
    }

    public UpdateCommand(FieldUpdate<String> name, FieldUpdate<String> description, FieldUpdate<String> mcpDocUrl,
                         FieldUpdate<String> skillUrl, FieldUpdate<String> setupRequirements,
                         FieldUpdate<List<String>> tags, FieldUpdate<String> ownerContact) {
        this(name, description, mcpDocUrl, skillUrl, setupRequirements, tags, ownerContact, List.of());
    }

    /** Whether the update sends a URL, which the directory then probes, as it probes a registration's. */
    public boolean sendsUrl() {
        return mcpDocUrl.hasValue() || skillUrl.hasValue();
    }

    /** An update that changes nothing; adapt it field by field with the {@code with...} methods. */
    public static UpdateCommand nothing() {
        return new UpdateCommand(FieldUpdate.absent(), FieldUpdate.absent(), FieldUpdate.absent(),
                FieldUpdate.absent(), FieldUpdate.absent(), FieldUpdate.absent(), FieldUpdate.absent());
    }

    public UpdateCommand withName(String value) {
        return new UpdateCommand(FieldUpdate.of(value), description, mcpDocUrl, skillUrl, setupRequirements, tags,
                ownerContact, readErrors);
    }

    public UpdateCommand withDescription(String value) {
        return new UpdateCommand(name, FieldUpdate.of(value), mcpDocUrl, skillUrl, setupRequirements, tags,
                ownerContact, readErrors);
    }

    public UpdateCommand withMcpDocUrl(String value) {
        return new UpdateCommand(name, description, FieldUpdate.of(value), skillUrl, setupRequirements, tags,
                ownerContact, readErrors);
    }

    public UpdateCommand withSkillUrl(String value) {
        return new UpdateCommand(name, description, mcpDocUrl, FieldUpdate.of(value), setupRequirements, tags,
                ownerContact, readErrors);
    }

    public UpdateCommand withSetupRequirements(String value) {
        return new UpdateCommand(name, description, mcpDocUrl, skillUrl, FieldUpdate.of(value), tags, ownerContact,
                readErrors);
    }

    public UpdateCommand withTags(List<String> value) {
        return new UpdateCommand(name, description, mcpDocUrl, skillUrl, setupRequirements, FieldUpdate.of(value),
                ownerContact, readErrors);
    }

    public UpdateCommand withOwnerContact(String value) {
        return new UpdateCommand(name, description, mcpDocUrl, skillUrl, setupRequirements, tags,
                FieldUpdate.of(value), readErrors);
    }
}
