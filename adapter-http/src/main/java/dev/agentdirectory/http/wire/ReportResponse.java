package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.port.in.ReportOutcome;
import dev.agentdirectory.core.probe.ProbeReason;
import io.swagger.v3.oas.annotations.media.Schema;

/** The listing's status after the probe that answered the report, whether it bore the report out, and why. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "ReportResponse")
public record ReportResponse(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String serviceId,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"ok", "unreachable", "invalid"})
        String lastCheckStatus,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) boolean substantiated,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, description = "Why the probe that answers the "
                + "report came out as it did, in words its owner can act on; absent when unknown")
        String lastCheckReason) {

    public static ReportResponse from(ReportOutcome outcome) {
        ProbeReason reason = outcome.lastProbeReason();
        return new ReportResponse(outcome.serviceId().value(), outcome.lastCheckStatus().wireName(),
                outcome.substantiated(), reason == null ? null : reason.sentence());
    }
}
