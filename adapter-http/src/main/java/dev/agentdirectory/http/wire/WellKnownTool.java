package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.swagger.v3.oas.annotations.media.Schema;

/** One tool the directory offers agents. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "WellKnownTool")
public record WellKnownTool(@Schema(requiredMode = Schema.RequiredMode.REQUIRED) String name,
                            @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String description) {
}
