package dev.agentdirectory.http.api;

import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.http.RequestExecutors;
import dev.agentdirectory.http.json.JsonRequestBody;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimited;
import dev.agentdirectory.http.wire.ErrorDetail;
import dev.agentdirectory.http.wire.HttpValidationError;
import dev.agentdirectory.http.wire.ReportRequest;
import dev.agentdirectory.http.wire.ReportResponse;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** Agents report broken listings; the directory checks for itself. */
@Controller("/report")
@ExecuteOn(RequestExecutors.PROBING)
public class ReportController {

    private final ReportListingUseCase reports;

    public ReportController(ReportListingUseCase reports) {
        this.reports = reports;
    }

    @Post
    @RateLimited(LimitedAction.REPORT)
    @Consumes(MediaType.ALL)
    @Operation(operationId = "report_service", summary = "Report a broken listing",
            description = "Re-probes the listing (or reuses a probe that ended within the report cooldown) and "
                    + "answers its status. The report is substantiated when that probe was conclusive and not ok; "
                    + "listings that keep failing are demoted.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = ReportRequest.class)))
    @ApiResponse(responseCode = "200", description = "The listing's status after the probe",
            content = @Content(schema = @Schema(implementation = ReportResponse.class)))
    @ApiResponse(responseCode = "404", description = "No such listing",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "422", description = "Validation error",
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "429", description = "Too many reports from this address",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "503", description = OpenApiDocument.STORE_UNAVAILABLE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public ReportResponse report(@Parameter(hidden = true) @Body @Nullable byte[] body) {
        return ReportResponse.from(reports.report(ReportRequest.read(JsonRequestBody.parse(body))));
    }
}
