package dev.agentdirectory.http.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import dev.agentdirectory.http.ApiDefinition;
import dev.agentdirectory.http.PublicBaseUrl;
import dev.agentdirectory.http.markdown.HostedSkills;
import dev.agentdirectory.http.ratelimit.RateLimits;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.jackson2.DefaultJsonSchemaValidator;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Singleton;

/** Builds the SDK's stateless MCP server: the directory's tools, its skills as resources, its instructions. */
@Factory
public class McpServerFactory {

    @Singleton
    StatelessTransport transport() {
        return new StatelessTransport();
    }

    /** The SDK's own mapper, apart from the application's, so that the protocol's JSON is exactly the SDK's. */
    @Singleton
    McpJsonMapper mcpJsonMapper() {
        return new JacksonMcpJsonMapper(new ObjectMapper());
    }

    @Singleton
    DirectoryTools tools(SearchListingsUseCase search, RegisterListingUseCase registration,
                         UpdateListingUseCase updates, DeregisterListingUseCase deregistration,
                         ReportListingUseCase reports, RateLimits rateLimits, ObjectMapper json) {
        return new DirectoryTools(search, registration, updates, deregistration, reports, rateLimits, json);
    }

    @Singleton
    @Bean(preDestroy = "close")
    McpStatelessSyncServer server(StatelessTransport transport, McpJsonMapper mcpJson, DirectoryTools tools,
                                  ToolCatalog catalog, HostedSkills skills, PublicBaseUrl baseUrl) {
        return McpServer.sync(transport)
                .serverInfo(new McpSchema.Implementation("agent-service-directory", "Agent Service Directory",
                        ApiDefinition.VERSION))
                .instructions(skills.instructions())
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, false).build())
                .jsonMapper(mcpJson)
                .jsonSchemaValidator(new DefaultJsonSchemaValidator(new ObjectMapper()))
                // Arguments are checked by the core's rules, so that a tool lists the very violations REST does.
                .validateToolInputs(false)
                .tools(catalog.specifications(tools))
                .resources(SkillResources.specifications(skills, baseUrl))
                .build();
    }
}
