package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** How the directory describes itself to agents at {@code /.well-known/mcp.json}. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "WellKnownDoc")
public record WellKnownDoc(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String name,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String description,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String mcpEndpoint,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String openapiUrl,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String instructions,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<WellKnownTool> tools) {
}
