package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** How the directory describes itself to agents at {@code /.well-known/mcp.json}. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@Schema(name = "WellKnownDoc")
public record WellKnownDoc(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String name,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String description,
        @JsonProperty("mcp_endpoint") @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String mcpEndpoint,
        @JsonProperty("openapi_url") @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String openapiUrl,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String instructions,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<WellKnownTool> tools) {
}
