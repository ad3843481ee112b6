package dev.agentdirectory.http;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeIn;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeType;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.security.SecurityScheme;

/** The OpenAPI document's header; micronaut-openapi reads it at build time. */
@OpenAPIDefinition(info = @Info(title = "Agent Service Directory", version = ApiDefinition.VERSION,
        description = "A public directory of MCP servers and agent skills, built for autonomous agents. Every error "
                + "body is JSON: a 422 lists every violation (HTTPValidationError); any other error is "
                + "{\"detail\": \"<sentence>\"} (HTTPError), including the 405 that a known path answers for a method "
                + "it does not have."))
@SecurityScheme(name = ApiKeyHeader.SCHEME, type = SecuritySchemeType.APIKEY, in = SecuritySchemeIn.HEADER,
        paramName = ApiKeyHeader.NAME, description = "The api_key returned once by POST /services, for that listing")
public final class ApiDefinition {

    /** The version of the interface this service implements. */
    public static final String VERSION = "0.2.0";

    private ApiDefinition() {
    }
}
