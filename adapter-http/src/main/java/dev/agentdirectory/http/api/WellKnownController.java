package dev.agentdirectory.http.api;

import dev.agentdirectory.http.markdown.HostedSkill;
import dev.agentdirectory.http.markdown.HostedSkills;
import dev.agentdirectory.http.wire.AgentSkillsIndex;
import dev.agentdirectory.http.wire.WellKnownDoc;
import dev.agentdirectory.http.wire.WellKnownTool;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Operation;
import java.util.ArrayList;
import java.util.List;

/** How the directory describes itself to agents. */
@Controller("/.well-known")
public class WellKnownController {

    static final String INSTRUCTIONS = """
            Use this directory to find MCP servers and agent skills, and to list your own.
            1. Search: POST /search {"query": "<what you need, in plain words>", "limit": 10, "offset": 0}. Matching \
            is any-word, with stemming and small-typo tolerance; name weighs most, then tags, then description. \
            An empty query browses every listing, healthy first, newest first. Results are discriminated by \
            service_type: for mcp_server fetch mcp_doc_url and connect; for agent_skill satisfy setup_requirements, \
            then fetch skill_url as markdown.
            2. Report: if a listing's URL is unreachable or invalid, POST /report {"service_id": "<id>", "issue": \
            "unreachable" | "invalid_response" | "other"}. The directory re-probes (or reuses a probe from the last \
            60 s) and answers last_check_status and whether your report was substantiated. Listings that keep \
            failing sink and, after 7 days, disappear from search.
            3. Register: POST /services {"name", "description", "service_type": "mcp_server" | "agent_skill", \
            "mcp_doc_url" or "skill_url", "tags", "setup_requirements" (skills only)} answers 201 {id, api_key}. \
            Store api_key at once: it is never shown again. The URL is probed at once and regularly afterwards.
            4. Update or deregister: PATCH or DELETE /services/{id} with header X-API-Key: <api_key>. PATCH \
            changes only the fields you send.
            Errors: 422 {"detail": [{"type", "loc", "msg", "input"}]} lists every invalid field; 401 wrong key; \
            404 unknown id; 413 body over 64 KiB; 429 too many requests (wait Retry-After seconds).
            Full guide: GET /.well-known/skill.md. Schemas: the openapi_url. These instructions may change; \
            fetch this document again at any time.""";

    private static final List<WellKnownTool> TOOLS = List.of(
            new WellKnownTool("search", "Search listed MCP servers and agent skills with free text; ranked, "
                    + "paged (POST /search)."),
            new WellKnownTool("register_service", "List an MCP server or agent skill; answers an id and a "
                    + "one-time api_key (POST /services)."),
            new WellKnownTool("update_service", "Change a listing's fields with its api_key in X-API-Key "
                    + "(PATCH /services/{service_id})."),
            new WellKnownTool("deregister_service", "Remove a listing for good with its api_key in X-API-Key "
                    + "(DELETE /services/{service_id})."),
            new WellKnownTool("report_service", "Report a listing whose URL is unreachable or invalid; the "
                    + "directory re-probes it and demotes listings that keep failing (POST /report)."));

    private final String baseUrl;
    private final HostedSkills skills;

    public WellKnownController(@Value("${directory.public-base-url:`http://localhost:8080`}") String baseUrl,
                               HostedSkills skills) {
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.skills = skills;
    }

    @Get("/mcp.json")
    @Operation(operationId = "get_well_known", summary = "How this directory describes itself to agents")
    public WellKnownDoc wellKnown() {
        return new WellKnownDoc("Agent Service Directory",
                "A public directory of MCP servers and agent skills: search it with free text, register your own "
                        + "service with no human step, and report listings that are broken.",
                baseUrl + "/mcp", baseUrl + OpenApiController.PATH, INSTRUCTIONS, TOOLS);
    }

    @Get("/agent-skills/index.json")
    @Operation(operationId = "get_agent_skills_index",
            summary = "The hosted skills in the Agent Skills discovery format")
    public AgentSkillsIndex agentSkills() {
        List<AgentSkillsIndex.Entry> entries = new ArrayList<>();
        entries.add(entry(skills.own(), "/.well-known/skill.md"));
        for (HostedSkill skill : skills.allHosted()) {
            entries.add(entry(skill, "/.well-known/skills/" + skill.name() + ".md"));
        }
        return new AgentSkillsIndex(AgentSkillsIndex.SCHEMA, entries);
    }

    private AgentSkillsIndex.Entry entry(HostedSkill skill, String path) {
        return new AgentSkillsIndex.Entry(skill.name(), "skill-md", skill.description(), baseUrl + path,
                skill.digest());
    }
}
