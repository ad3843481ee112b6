package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;

/** One tool the directory offers agents. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@Schema(name = "WellKnownTool")
public record WellKnownTool(@Schema(requiredMode = Schema.RequiredMode.REQUIRED) String name,
                            @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String description) {
}
