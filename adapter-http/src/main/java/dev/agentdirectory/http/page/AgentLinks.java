package dev.agentdirectory.http.page;

import dev.agentdirectory.http.McpPaths;
import dev.agentdirectory.http.PublicBaseUrl;
import dev.agentdirectory.http.api.OpenApiController;
import dev.agentdirectory.http.markdown.HostedSkills;

/** Where an agent should go instead of this page, absolute at the public base URL as the well-known document says. */
record AgentLinks(String mcpEndpoint, String wellKnown, String openApi, String skill) {

    static AgentLinks at(PublicBaseUrl base) {
        return new AgentLinks(base.resolve(McpPaths.ENDPOINT), base.resolve("/.well-known/mcp.json"),
                base.resolve(OpenApiController.PATH), base.resolve(HostedSkills.ownPath()));
    }
}
