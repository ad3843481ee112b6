package dev.agentdirectory.http.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The official Java SDK's client, as a JVM agent would connect. */
@MicronautTest
class McpClientTest {

    @Inject
    EmbeddedServer server;

    McpSyncClient client;

    @BeforeEach
    void connect() {
        client = McpClient.sync(HttpClientStreamableHttpTransport.builder(server.getURL().toString())
                .endpoint("/mcp").build()).build();
        client.initialize();
    }

    @AfterEach
    void close() {
        client.closeGracefully();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> structured(CallToolResult result) {
        assertFalse(Boolean.TRUE.equals(result.isError()), result.content().toString());
        return (Map<String, Object>) result.structuredContent();
    }

    private static String text(CallToolResult result) {
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }

    @Test
    void theServerDescribesItselfWithTheDirectoryInstructions() {
        assertEquals("agent-service-directory", client.getServerInfo().name());
        assertTrue(client.getServerInstructions().contains("report_service"));
        assertEquals(List.of("search", "register_service", "update_service", "deregister_service", "report_service"),
                client.listTools().tools().stream().map(McpSchema.Tool::name).toList());
    }

    @Test
    void aListingRegisteredByToolIsFoundUpdatedAndDeregistered() {
        Map<String, Object> registered = structured(client.callTool(new CallToolRequest("register_service", Map.of(
                "name", "Harbour tides", "description", "Tide tables for every harbour.",
                "service_type", "mcp_server", "mcp_doc_url", "https://tides.example.com/mcp.json"))));
        String id = (String) registered.get("id");
        String key = (String) registered.get("api_key");

        Map<String, Object> found = structured(client.callTool(new CallToolRequest("search",
                Map.of("query", "harbour tides"))));
        assertEquals(id, ((Map<?, ?>) ((List<?>) found.get("results")).get(0)).get("id"));

        CallToolResult wrongKey = client.callTool(new CallToolRequest("update_service",
                Map.of("service_id", id, "api_key", "asd_wrong", "name", "Mine now")));
        assertEquals(Boolean.TRUE, wrongKey.isError());
        assertEquals("Invalid API key", text(wrongKey));

        Map<String, Object> updated = structured(client.callTool(new CallToolRequest("update_service",
                Map.of("service_id", id, "api_key", key, "tags", List.of("Tides", "sea")))));
        assertEquals(List.of("tides", "sea"), updated.get("tags"));

        assertEquals(Map.of("id", id, "deleted", true), structured(client.callTool(
                new CallToolRequest("deregister_service", Map.of("service_id", id, "api_key", key)))));
        assertEquals("Service not found", text(client.callTool(
                new CallToolRequest("report_service", Map.of("service_id", id, "issue", "other")))));
    }

    @Test
    void updateWithoutTheOwnersArgumentsNamesBothMissing() {
        CallToolResult result = client.callTool(new CallToolRequest("update_service", Map.of("name", "x")));

        assertEquals(Boolean.TRUE, result.isError());
        assertTrue(text(result).contains("[\"service_id\"]") && text(result).contains("[\"api_key\"]"), text(result));
    }

    @Test
    void theHostedSkillsAreMarkdownResources() {
        List<McpSchema.Resource> resources = client.listResources().resources();

        assertEquals(3, resources.size());
        String own = resources.stream().map(McpSchema.Resource::uri).filter(uri -> uri.endsWith("/skill.md"))
                .findFirst().orElseThrow();
        McpSchema.ReadResourceResult read = client.readResource(new McpSchema.ReadResourceRequest(own));
        McpSchema.TextResourceContents contents = (McpSchema.TextResourceContents) read.contents().get(0);
        assertEquals("text/markdown", contents.mimeType());
        assertTrue(contents.text().startsWith("---\nname: agent-service-directory"));
    }
}
