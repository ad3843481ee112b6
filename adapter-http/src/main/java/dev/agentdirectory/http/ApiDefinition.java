package dev.agentdirectory.http;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.info.Info;

/** The OpenAPI document's header; micronaut-openapi reads it at build time. */
@OpenAPIDefinition(info = @Info(title = "Agent Service Directory", version = ApiDefinition.VERSION,
        description = "A public directory of MCP servers and agent skills, built for autonomous agents."))
public final class ApiDefinition {

    /** The version of the interface this service implements. */
    public static final String VERSION = "0.2.0";

    private ApiDefinition() {
    }
}
