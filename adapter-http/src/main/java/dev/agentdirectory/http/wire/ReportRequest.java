package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.ReportCommand;
import dev.agentdirectory.http.json.BodyFields;
import io.swagger.v3.oas.annotations.media.Schema;

/** A report of a broken listing. */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "ReportRequest")
public record ReportRequest(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String serviceId,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED,
                allowableValues = {"unreachable", "invalid_response", "other"}) String issue,
        @Schema(nullable = true, maxLength = ListingLimits.REPORT_DETAILS_MAX) String details) {

    public static ReportCommand read(BodyFields body) {
        return new ReportCommand(body.nonNullString(Field.SERVICE_ID), body.nonNullString(Field.ISSUE),
                body.string(Field.DETAILS), body.readErrors());
    }
}
