package dev.agentdirectory.http.api;

import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.http.RequestExecutors;
import dev.agentdirectory.http.cors.PublicRead;
import dev.agentdirectory.http.json.JsonRequestBody;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimited;
import dev.agentdirectory.http.wire.ErrorDetail;
import dev.agentdirectory.http.wire.HttpValidationError;
import dev.agentdirectory.http.wire.SearchRequest;
import dev.agentdirectory.http.wire.SearchResponse;
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

/** Agents search the directory with free text. */
@Controller("/search")
@ExecuteOn(RequestExecutors.SEARCH)
public class SearchController {

    private final SearchListingsUseCase search;

    public SearchController(SearchListingsUseCase search) {
        this.search = search;
    }

    @PublicRead
    @Post
    @RateLimited(LimitedAction.SEARCH)
    @Consumes(MediaType.ALL)
    @Operation(operationId = "search", summary = "Search listings",
            description = "Any-word free-text search over name (weighs most), tags and description, with "
                    + "stemming and small-typo tolerance. Healthy listings rank above failing ones. An empty query "
                    + "browses every listing, healthy first, newest first.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = SearchRequest.class)))
    @ApiResponse(responseCode = "200", description = "A page of listings",
            content = @Content(schema = @Schema(implementation = SearchResponse.class)))
    @ApiResponse(responseCode = "422", description = "Validation error",
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "429", description = "Too many searches from this address",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "503", description = "The page reaches past the first 10,000 results, and such pages "
            + "are served one at a time: another is being served; try again after Retry-After seconds",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public SearchResponse search(@Parameter(hidden = true) @Body @Nullable byte[] body) {
        return SearchResponse.from(search.search(SearchRequest.read(JsonRequestBody.parse(body))));
    }
}
