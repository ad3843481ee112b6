package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.error.Violation;
import java.util.List;

/**
 * A registration as the owner sent it; any field may be null, and the rules say which may not.
 * {@code readErrors} are what the adapter found while reading its wire format (a field of the wrong type,
 * read as null); the use case reports them together with every rule the rest of the command breaks.
 */
public record RegisterCommand(String name, String description, String serviceType, String mcpDocUrl,
                              String skillUrl, String setupRequirements, List<String> tags, String ownerContact,
                              List<Violation> readErrors) {

    public RegisterCommand {
        readErrors = List.copyOf(readErrors);
    }

    /** A command read without problems, as a JVM caller builds it. */
    public RegisterCommand(String name, String description, String serviceType, String mcpDocUrl, String skillUrl,
                           String setupRequirements, List<String> tags, String ownerContact) {
        this(name, description, serviceType, mcpDocUrl, skillUrl, setupRequirements, tags, ownerContact, List.of());
    }
}
