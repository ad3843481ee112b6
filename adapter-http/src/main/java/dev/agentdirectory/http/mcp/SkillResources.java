package dev.agentdirectory.http.mcp;

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

    static List<SyncResourceSpecification> specifications(HostedSkills skills, String publicBaseUrl) {
        String base = publicBaseUrl.endsWith("/") ? publicBaseUrl.substring(0, publicBaseUrl.length() - 1)
                : publicBaseUrl;
        List<SyncResourceSpecification> resources = new ArrayList<>();
        resources.add(resource(skills.own(), base + "/.well-known/skill.md"));
        for (HostedSkill skill : skills.allHosted()) {
            resources.add(resource(skill, base + "/.well-known/skills/" + skill.name() + ".md"));
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
