package dev.agentdirectory.core.port.in;

import java.util.List;

/** A registration as the owner sent it; any field may be null, and the rules say which may not. */
public record RegisterCommand(String name, String description, String serviceType, String mcpDocUrl,
                              String skillUrl, String setupRequirements, List<String> tags, String ownerContact) {
}
