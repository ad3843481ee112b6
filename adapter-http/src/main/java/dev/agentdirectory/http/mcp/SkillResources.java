package dev.agentdirectory.http.mcp;

import dev.agentdirectory.http.PublicBaseUrl;
import dev.agentdirectory.http.markdown.HostedSkill;
import dev.agentdirectory.http.markdown.HostedSkills;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.ArrayList;
import java.util.List;

/** The directory's own skill and the hosted skills as MCP resources, named by the URLs they are served at. */
final class SkillResources {

    static final String MARKDOWN = "text/markdown";

    private SkillResources() {
    }

    static List<SyncResourceSpecification> specifications(HostedSkills skills, PublicBaseUrl baseUrl) {
        List<SyncResourceSpecification> resources = new ArrayList<>();
        resources.add(resource(skills.own(), baseUrl.resolve(HostedSkills.ownPath())));
        for (HostedSkill skill : skills.allHosted()) {
            resources.add(resource(skill, baseUrl.resolve(HostedSkills.hostedPath(skill))));
        }
        return resources;
    }

    private static SyncResourceSpecification resource(HostedSkill skill, String uri) {
        McpSchema.Resource resource = McpSchema.Resource.builder()
                .uri(uri)
                .name(skill.name())
                .description(skill.description())
                .mimeType(MARKDOWN)
                .build();
        McpSchema.ReadResourceResult contents = new McpSchema.ReadResourceResult(
                List.of(new McpSchema.TextResourceContents(uri, MARKDOWN, skill.markdown())));
        return new SyncResourceSpecification(resource, (context, request) -> contents);
    }
}
