package dev.agentdirectory.http.page;

import static dev.agentdirectory.http.page.Html.escape;

/** The "for agents" panel: the MCP endpoint with a client configuration, and the documents agents read. */
final class AgentsPanel {

    private AgentsPanel() {
    }

    static String render(AgentLinks links) {
        return """
                <aside class="agents" aria-labelledby="agents-title">
                <h2 id="agents-title">For agents</h2>
                <p>Agents use the directory through its MCP endpoint or its JSON API, not this page.</p>
                <dl>
                <dt>MCP endpoint</dt><dd><code id="mcp-endpoint">%1$s</code></dd>
                <dt>Self-description</dt><dd><a href="%2$s">%2$s</a></dd>
                <dt>OpenAPI document</dt><dd><a href="%3$s">%3$s</a></dd>
                <dt>Skill</dt><dd><a href="%4$s">%4$s</a></dd>
                </dl>
                <h3 id="client-config-title">MCP client configuration</h3>
                <pre aria-labelledby="client-config-title"><code>%5$s</code></pre>
                </aside>
                """.formatted(escape(links.mcpEndpoint()), escape(links.wellKnown()), escape(links.openApi()),
                escape(links.skill()), escape(clientConfiguration(links.mcpEndpoint())));
    }

    /** The shape most MCP clients read (an {@code mcpServers} map); Streamable HTTP is their {@code http} type. */
    static String clientConfiguration(String endpoint) {
        return """
                {
                  "mcpServers": {
                    "agent-service-directory": {
                      "type": "http",
                      "url": "%s"
                    }
                  }
                }""".formatted(endpoint.replace("\\", "\\\\").replace("\"", "\\\""));
    }
}
