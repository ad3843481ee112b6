package dev.agentdirectory.http.api;

import dev.agentdirectory.http.McpPaths;
import dev.agentdirectory.http.PublicBaseUrl;
import dev.agentdirectory.http.cors.PublicRead;
import dev.agentdirectory.http.markdown.HostedSkill;
import dev.agentdirectory.http.markdown.HostedSkills;
import dev.agentdirectory.http.mcp.ToolCatalog;
import dev.agentdirectory.http.wire.AgentSkillsIndex;
import dev.agentdirectory.http.wire.WellKnownDoc;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Operation;
import java.util.ArrayList;
import java.util.List;

/** How the directory describes itself to agents. */
@Controller("/.well-known")
public class WellKnownController {

    private final PublicBaseUrl baseUrl;
    private final HostedSkills skills;
    private final ToolCatalog tools;

    public WellKnownController(PublicBaseUrl baseUrl, HostedSkills skills, ToolCatalog tools) {
        this.baseUrl = baseUrl;
        this.skills = skills;
        this.tools = tools;
    }



    @PublicRead
    @Get("/mcp.json")
    @Operation(operationId = "get_well_known", summary = "How this directory describes itself to agents")
    public WellKnownDoc wellKnown() {
        return new WellKnownDoc("Agent Service Directory",
                "A public directory of MCP servers and agent skills: search it with free text, register your own "
                        + "service with no human step, and report listings that are broken.",
                baseUrl.resolve(McpPaths.ENDPOINT), baseUrl.resolve(OpenApiController.PATH), skills.instructions(), tools.wellKnown());
    }

    @PublicRead
    @Get("/agent-skills/index.json")
    @Operation(operationId = "get_agent_skills_index",
            summary = "The hosted skills in the Agent Skills discovery format")
    public AgentSkillsIndex agentSkills() {
        List<AgentSkillsIndex.Entry> entries = new ArrayList<>();
        entries.add(entry(skills.own(), HostedSkills.ownPath()));
        for (HostedSkill skill : skills.allHosted()) {
            entries.add(entry(skill, HostedSkills.hostedPath(skill)));
        }
        return new AgentSkillsIndex(AgentSkillsIndex.SCHEMA, entries);
    }

    private AgentSkillsIndex.Entry entry(HostedSkill skill, String path) {
        return new AgentSkillsIndex.Entry(skill.name(), "skill-md", skill.description(), baseUrl.resolve(path),
                skill.digest());
    }
}
