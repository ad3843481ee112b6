package dev.agentdirectory.http.mcp;

import dev.agentdirectory.http.describe.ServiceFigures;
import dev.agentdirectory.http.wire.WellKnownTool;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What each tool is, once: its name, title, description, schemas and hints. The MCP server serves these, and
 * the well-known document lists the same names and descriptions.
 */
@Singleton
public class ToolCatalog {

    private final List<Entry> entries;

    public ToolCatalog(ServiceFigures figures) {
        entries = List.of(
                new Entry("search", "Search the directory",
                        figures.render("Find MCP servers and agent skills for a need in plain words. Any-word "
                                + "matching with stemming and typo tolerance; name weighs most, then tags, then "
                                + "description; healthy listings rank first. An empty query browses everything, "
                                + "newest first. For an mcp_server result fetch mcp_doc_url and connect; for an "
                                + "agent_skill result satisfy setup_requirements, then fetch skill_url as markdown. "
                                + "Up to {{limit_max}} results a page; page with offset."),
                        ToolSchemas.searchInput(), ToolSchemas.searchOutput(),
                        hints(true, false, true, false), tools -> tools::search),
                new Entry("register_service", "Register a service",
                        figures.render("List your MCP server or agent skill, with no human step. Answers the "
                                + "listing's id and its api_key, shown this once: store the key, it is needed to "
                                + "update or deregister. The URL is probed at once; note says what the probe "
                                + "found and why. Limited to {{register_per_minute}} a minute per client."),
                        ToolSchemas.registerInput(), ToolSchemas.registerOutput(),
                        hints(false, false, false, true), tools -> tools::register),
                new Entry("update_service", "Update a listing",
                        "Change the fields you send of your listing, with its service_id and api_key. null clears "
                                + "setup_requirements and owner_contact, makes tags empty, and leaves name, "
                                + "description and the URL unchanged. A new URL is probed. Answers the whole listing.",
                        ToolSchemas.updateInput(), ToolSchemas.listing(),
                        hints(false, true, true, true), tools -> tools::update),
                new Entry("deregister_service", "Deregister a listing",
                        "Remove your listing for good, with its service_id and api_key: it leaves search at once "
                                + "and the key stops working.",
                        ToolSchemas.deregisterInput(), ToolSchemas.deregisterOutput(),
                        hints(false, true, true, false), tools -> tools::deregister),
                new Entry("report_service", "Report a broken listing",
                        figures.render("Report a listing whose mcp_doc_url or skill_url is unreachable or "
                                + "invalid. The directory probes it again (or reuses a probe from the last "
                                + "{{report_cooldown}}) and answers its status, why, and whether your report was "
                                + "substantiated. After {{demotion_threshold}} failed probes in a row a listing "
                                + "sinks below every other match; after {{hide_after}} of failure it leaves search."),
                        ToolSchemas.reportInput(), ToolSchemas.reportOutput(),
                        hints(false, false, false, true), tools -> tools::report));
    }

    public List<WellKnownTool> wellKnown() {
        return entries.stream().map(entry -> new WellKnownTool(entry.name(), entry.description())).toList();
    }

    List<SyncToolSpecification> specifications(DirectoryTools tools) {
        return entries.stream().map(entry -> new SyncToolSpecification(McpSchema.Tool.builder()
                .name(entry.name())
                .title(entry.title())
                .description(entry.description())
                .inputSchema(entry.input())
                .outputSchema(entry.output())
                .annotations(new McpSchema.ToolAnnotations(entry.title(), entry.hints().readOnly(),
                        entry.hints().destructive(), entry.hints().idempotent(), entry.hints().openWorld(), null))
                .build(), entry.handler().apply(tools))).toList();
    }

    private static Hints hints(boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld) {
        return new Hints(readOnly, destructive, idempotent, openWorld);
    }

    /** MCP's tool annotations; openWorld where the tool fetches a URL someone listed. */
    private record Hints(boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld) {
    }

    private record Entry(String name, String title, String description, Map<String, Object> input,
                         Map<String, Object> output, Hints hints,
                         Function<DirectoryTools, BiFunction<McpTransportContext, CallToolRequest, CallToolResult>>
                                 handler) {
    }
}
