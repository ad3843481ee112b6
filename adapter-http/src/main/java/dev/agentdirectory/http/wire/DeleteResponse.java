package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.swagger.v3.oas.annotations.media.Schema;

/** The listing that was deregistered. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "DeleteResponse")
public record DeleteResponse(@Schema(requiredMode = Schema.RequiredMode.REQUIRED) String id,
                             @Schema(requiredMode = Schema.RequiredMode.REQUIRED) boolean deleted) {
}
