package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.port.in.ReportOutcome;
import io.swagger.v3.oas.annotations.media.Schema;

/** The listing's status after the probe that answered the report, and whether it bore the report out. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "ReportResponse")
public record ReportResponse(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String serviceId,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"ok", "unreachable", "invalid"})
        String lastCheckStatus,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) boolean substantiated) {

    public static ReportResponse from(ReportOutcome outcome) {
        return new ReportResponse(outcome.serviceId().value(), outcome.lastCheckStatus().wireName(),
                outcome.substantiated());
    }
}
