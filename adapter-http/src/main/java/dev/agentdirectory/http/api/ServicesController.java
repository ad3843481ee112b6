package dev.agentdirectory.http.api;

import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import dev.agentdirectory.core.port.in.ViewListingUseCase;
import dev.agentdirectory.http.ApiKeyHeader;
import dev.agentdirectory.http.RequestExecutors;
import dev.agentdirectory.http.cors.PublicRead;
import dev.agentdirectory.http.error.RequestViolationException;
import dev.agentdirectory.http.json.JsonRequestBody;
import dev.agentdirectory.http.ratelimit.ClientAddress;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimited;
import dev.agentdirectory.http.ratelimit.RateLimitedException;
import dev.agentdirectory.http.ratelimit.RateLimits;
import dev.agentdirectory.http.wire.DeleteResponse;
import dev.agentdirectory.http.wire.ErrorDetail;
import dev.agentdirectory.http.wire.HttpValidationError;
import dev.agentdirectory.http.wire.ListingResult;
import dev.agentdirectory.http.wire.RegisterRequest;
import dev.agentdirectory.http.wire.RegisterResponse;
import dev.agentdirectory.http.wire.UpdateRequest;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Consumes;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;

/** Owners register, update and deregister their listings; anyone may look one up by its id. */
@Controller("/services")
@ExecuteOn(TaskExecutors.BLOCKING)
public class ServicesController {

    /** The lookup's operation id: the one operation where the key is optional (see {@link OpenApiDocument}). */
    static final String GET_SERVICE = "get_service";

    /** The contract declares a 422 wherever a path parameter is taken; no id is malformed here, only unknown. */
    private static final String PATH_VALIDATION = "Validation error. Declared for every path parameter; an id this "
            + "service never issued is a 404, not a 422.";
    private static final String KEY_OR_BODY_VALIDATION = "Validation error: a body field, a body that is not a JSON "
            + "object, or no X-API-Key header (loc [\"header\", \"x-api-key\"])";

    private final RegisterListingUseCase registration;
    private final UpdateListingUseCase updates;
    private final DeregisterListingUseCase deregistration;
    private final ViewListingUseCase listings;
    private final RateLimits rateLimits;
    private final ClientAddress clients;

    public ServicesController(RegisterListingUseCase registration, UpdateListingUseCase updates,
                              DeregisterListingUseCase deregistration, ViewListingUseCase listings,
                              RateLimits rateLimits, ClientAddress clients) {
        this.registration = registration;
        this.updates = updates;
        this.deregistration = deregistration;
        this.listings = listings;
        this.rateLimits = rateLimits;
        this.clients = clients;
    }

    @Post
    @ExecuteOn(RequestExecutors.PROBING)
    @RateLimited(LimitedAction.REGISTER)
    @Consumes(MediaType.ALL)
    @Operation(operationId = "register_service", summary = "Register a listing",
            description = "Lists an MCP server or agent skill with no human step. The URL is probed once; the "
                    + "answer is 201 whatever the probe found, and the note says what it found. The api_key is "
                    + "returned this once only.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = RegisterRequest.class)))
    @ApiResponse(responseCode = "201", description = "Registered",
            content = @Content(schema = @Schema(implementation = RegisterResponse.class)))
    @ApiResponse(responseCode = "422", description = "Validation error",
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "429", description = "Too many registrations from this address",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "503", description = OpenApiDocument.STORE_UNAVAILABLE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public HttpResponse<RegisterResponse> register(@Parameter(hidden = true) @Body @Nullable byte[] body) {
        return HttpResponse.created(RegisterResponse.from(
                registration.register(RegisterRequest.read(JsonRequestBody.parse(body)))));
    }

    @PublicRead
    @Get("/{service_id}")
    @SecurityRequirement(name = ApiKeyHeader.SCHEME)
    @Operation(operationId = GET_SERVICE, summary = "Look up a listing",
            description = "Answers one listing by its id, in its type's shape, as search shows it. With the "
                    + "listing's key in X-API-Key (optional), the answer also carries owner: the latest probe's "
                    + "status, time and reason, failed probes in a row, whether the listing is demoted or hidden "
                    + "from search, and its report counters.")
    @ApiResponse(responseCode = "200", description = "The listing; with its key, its owner view too",
            content = @Content(schema = @Schema(implementation = ListingResult.class)))
    @ApiResponse(responseCode = "401", description = "X-API-Key sent, but not this listing's key",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "404", description = "No such listing",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "422", description = PATH_VALIDATION,
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "503", description = OpenApiDocument.STORE_UNAVAILABLE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public ListingResult view(@PathVariable("service_id") String serviceId,
                              @Parameter(hidden = true) @Header(ApiKeyHeader.NAME) @Nullable String apiKey) {
        ListingId id = new ListingId(serviceId);
        // A key sent is a claim to own the listing, checked as PATCH and DELETE check it: a wrong one is a 401.
        return apiKey == null ? ListingResult.from(listings.view(id))
                : ListingResult.from(listings.viewAsOwner(id, apiKey));
    }

    @Patch("/{service_id}")
    @ExecuteOn(RequestExecutors.PROBING)
    @Consumes(MediaType.ALL)
    @SecurityRequirement(name = ApiKeyHeader.SCHEME)
    @Operation(operationId = "update_service", summary = "Update a listing",
            description = "Changes only the fields sent, with the listing's key in X-API-Key. A changed URL is "
                    + "probed again. Answers the whole listing in its type's shape.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = UpdateRequest.class)))
    @ApiResponse(responseCode = "200", description = "The updated listing",
            content = @Content(schema = @Schema(implementation = ListingResult.class)))
    @ApiResponse(responseCode = "401", description = "Not this listing's key",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "404", description = "No such listing",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "422", description = KEY_OR_BODY_VALIDATION,
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "429", description = "Too many URL changes and registrations from this address",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "503", description = OpenApiDocument.STORE_UNAVAILABLE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public ListingResult update(
            HttpRequest<?> request,
            @PathVariable("service_id") String serviceId,
            @Parameter(hidden = true) @Header(ApiKeyHeader.NAME) @Nullable String apiKey,
            @Parameter(hidden = true) @Body @Nullable byte[] body) {
        UpdateCommand command;
        try {
            command = UpdateRequest.read(JsonRequestBody.parse(body));
        } catch (RequestViolationException unreadable) {
            throw apiKey == null ? unreadable.after(ValidationErrorItem.missing(ApiKeyHeader.LOCATION)) : unreadable;
        }
        // Without a key the update is refused below, with what else is wrong with it; it changes no URL.
        long retryAfter = apiKey == null ? 0 : rateLimits.retryAfterUrlChange(command, clients.of(request));
        if (retryAfter > 0) {
            throw new RateLimitedException(retryAfter);
        }
        return ListingResult.from(updates.update(new ListingId(serviceId), apiKey, command));
    }

    @Delete("/{service_id}")
    @Consumes(MediaType.ALL) // a DELETE has no body to read; the framework answered 415 to a client that sent a type
    @SecurityRequirement(name = ApiKeyHeader.SCHEME)
    @Operation(operationId = "deregister_service", summary = "Deregister a listing",
            description = "Removes the listing for good, with its key in X-API-Key: it leaves search at once "
                    + "and the key stops working.")
    @ApiResponse(responseCode = "200", description = "Deregistered",
            content = @Content(schema = @Schema(implementation = DeleteResponse.class)))
    @ApiResponse(responseCode = "401", description = "Not this listing's key",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "404", description = "No such listing",
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    @ApiResponse(responseCode = "422", description = "No X-API-Key header (loc [\"header\", \"x-api-key\"])",
            content = @Content(schema = @Schema(implementation = HttpValidationError.class)))
    @ApiResponse(responseCode = "503", description = OpenApiDocument.STORE_UNAVAILABLE,
            content = @Content(schema = @Schema(implementation = ErrorDetail.class)))
    public DeleteResponse deregister(
            @PathVariable("service_id") String serviceId,
            @Parameter(hidden = true) @Header(ApiKeyHeader.NAME) String apiKey) {
        deregistration.deregister(new ListingId(serviceId), apiKey);
        return new DeleteResponse(serviceId, true);
    }
}
