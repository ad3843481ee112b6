package dev.agentdirectory.http.api;

import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.ReadChangesUseCase;
import dev.agentdirectory.http.cors.PublicRead;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimited;
import dev.agentdirectory.http.wire.ChangesRequest;
import dev.agentdirectory.http.wire.ChangesResponse;
import dev.agentdirectory.http.wire.ErrorDetail;
import dev.agentdirectory.http.wire.HttpValidationError;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;

/** Mirrors and subregistries follow every change of the directory, page by page (docs/change-log.md, "Mirrors"). */
@Controller("/services")
@ExecuteOn(TaskExecutors.BLOCKING)
public class ChangesController {

    private static final String DESCRIPTION = "Every registration, update, probe result and deregistration, in the "
            + "order of the directory's change log, for mirrors that keep a copy. Start with no cursor (the whole "
            + "directory) or with updated_since; then send each page's next_cursor back as cursor. A listing comes "
            + "as it is now, once per page, at its latest change; a deregistered one as a tombstone "
            + "(deleted: true). A page never passes a write that may still commit: changes above one wait for it, "
            + "at most the settle time (30 s by default). Listings hidden from search still come, with their "
            + "last_check_status.";
    private static final String GONE = "The cursor cannot be served (another database's, past the log's end, at a "
            + "position that now holds another change, or behind compacted deletions), or updated_since is older "
            + "than compacted deletions: resync from scratch";

    private final ReadChangesUseCase changes;

    public ChangesController(ReadChangesUseCase changes) {
        this.changes = changes;
    }

    @PublicRead
    @Get
    @RateLimited(LimitedAction.FEED)
    @Operation(operationId = "list_changes", summary = "Follow every change, for mirrors", description = DESCRIPTION)
    @ApiResponse(responseCode = "200", description = "A page of changes and the cursor after it",
            content = @Content(schema = @Schema(implementation = ChangesResponse.class)))
    @ApiResponse(responseCode = "410", description = GONE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "422", description = "Validation error: a cursor this directory did not issue, an "
            + "updated_since that is not an RFC 3339 date-time, or a limit out of range",
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "429", description = "Too many feed pages from this address",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "503", description = OpenApiDocument.STORE_UNAVAILABLE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public ChangesResponse changes(
            @Parameter(description = "Start with the changes logged at or after this time (RFC 3339, such as "
                    + "2026-01-01T00:00:00Z; write a + offset as %2B), and some up to the settle time before it. "
                    + "When a cursor is sent too, the cursor decides where the page starts.", schema = @Schema(type = "string", format = "date-time"))
            @QueryValue("updated_since") @Nullable String updatedSince,
            @Parameter(description = "The next_cursor of the previous page, as it was given")
            @QueryValue("cursor") @Nullable String cursor,
            @Parameter(description = "Most changes in the page", schema = @Schema(type = "integer",
                    minimum = "" + ListingLimits.LIMIT_MIN, maximum = "" + ListingLimits.FEED_LIMIT_MAX,
                    defaultValue = "" + ListingLimits.FEED_LIMIT_DEFAULT))
            @QueryValue("limit") @Nullable String limit) {
        return ChangesResponse.from(changes.read(ChangesRequest.read(cursor, updatedSince, limit)));
    }
}
