package dev.agentdirectory.http.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agentdirectory.core.error.BusyException;
import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.error.StoreUnavailableException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import dev.agentdirectory.http.json.BodyFields;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimitedException;
import dev.agentdirectory.http.ratelimit.RateLimits;
import dev.agentdirectory.http.wire.DeleteResponse;
import dev.agentdirectory.http.wire.ListingResult;
import dev.agentdirectory.http.wire.RegisterRequest;
import dev.agentdirectory.http.wire.RegisterResponse;
import dev.agentdirectory.http.wire.ReportRequest;
import dev.agentdirectory.http.wire.ReportResponse;
import dev.agentdirectory.http.wire.SearchRequest;
import dev.agentdirectory.http.wire.SearchResponse;
import dev.agentdirectory.http.wire.UpdateRequest;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The directory's MCP tools. Each reads its arguments with the same reader as the REST body, calls the same use
 * case, answers the same JSON, and spends the same rate-limit budget as the REST route it mirrors.
 */
public final class DirectoryTools {

    /** The tools that may probe a listed URL, and so run on the probing pool, as their REST twins do. */
    public static final Set<String> PROBING_TOOLS = Set.of("register_service", "update_service", "report_service");

    /** The transport context's key for the calling client's address. */
    public static final String CLIENT = "client";

    private static final Logger LOG = LoggerFactory.getLogger(DirectoryTools.class);

    /** Reads arguments as sent: the application's mapper leaves out empty values, which are values here. */
    private static final ObjectMapper ARGUMENTS = new ObjectMapper();

    private final SearchListingsUseCase search;
    private final RegisterListingUseCase registration;
    private final UpdateListingUseCase updates;
    private final DeregisterListingUseCase deregistration;
    private final ReportListingUseCase reports;
    private final RateLimits rateLimits;
    private final ToolResults results;

    public DirectoryTools(SearchListingsUseCase search, RegisterListingUseCase registration,
                          UpdateListingUseCase updates, DeregisterListingUseCase deregistration,
                          ReportListingUseCase reports, RateLimits rateLimits, ObjectMapper answers) {
        this.search = search;
        this.registration = registration;
        this.updates = updates;
        this.deregistration = deregistration;
        this.reports = reports;
        this.rateLimits = rateLimits;
        this.results = new ToolResults(answers);
    }

    CallToolResult search(McpTransportContext context, CallToolRequest request) {
        return call(context, request, LimitedAction.SEARCH,
                arguments -> SearchResponse.from(search.search(SearchRequest.read(BodyFields.of(arguments)))));
    }

    CallToolResult register(McpTransportContext context, CallToolRequest request) {
        return call(context, request, LimitedAction.REGISTER, arguments -> RegisterResponse.from(
                registration.register(RegisterRequest.read(BodyFields.of(arguments)))));
    }

    CallToolResult update(McpTransportContext context, CallToolRequest request) {
        return call(context, request, null, arguments -> {
            Owner owner = Owner.of(arguments);
            UpdateCommand command = UpdateRequest.read(BodyFields.of(arguments));
            long retryAfter = rateLimits.retryAfterUrlChange(command, String.valueOf(context.get(CLIENT)));
            if (retryAfter > 0) {
                throw new RateLimitedException(retryAfter);
            }
            return ListingResult.from(updates.update(owner.id(), owner.apiKey(), command));
        });
    }

    CallToolResult deregister(McpTransportContext context, CallToolRequest request) {
        return call(context, request, null, arguments -> {
            Owner owner = Owner.of(arguments);
            deregistration.deregister(owner.id(), owner.apiKey());
            return new DeleteResponse(owner.id().value(), true);
        });
    }

    CallToolResult report(McpTransportContext context, CallToolRequest request) {
        return call(context, request, LimitedAction.REPORT,
                arguments -> ReportResponse.from(reports.report(ReportRequest.read(BodyFields.of(arguments)))));
    }

    private CallToolResult call(McpTransportContext context, CallToolRequest request, LimitedAction limited,
                                Function<ObjectNode, Object> action) {
        if (limited != null) {
            long retryAfter = rateLimits.retryAfter(limited, String.valueOf(context.get(CLIENT)));
            if (retryAfter > 0) {
                return results.failure(RateLimits.refusal(retryAfter));
            }
        }
        JsonNode arguments = ARGUMENTS.valueToTree(request.arguments() == null ? Map.of() : request.arguments());
        try {
            return results.success(action.apply((ObjectNode) arguments));
        } catch (InvalidRequestException e) {
            return results.invalid(e.violations().stream().map(ValidationErrorItem::of).toList());
        } catch (OwnerArgumentsMissing e) {
            return results.invalid(e.items);
        } catch (ListingNotFoundException | InvalidApiKeyException | RateLimitedException | BusyException e) {
            return results.failure(e.getMessage());
        } catch (StoreUnavailableException e) {
            LOG.warn("MCP tool {} failed: the store is unavailable ({})", request.name(),
                    String.valueOf(e.getCause()));
            return results.failure(e.getMessage());
        }
    }

    /** The listing and key that update and deregister act on: REST's path and header, here two arguments. */
    private record Owner(ListingId id, String apiKey) {

        static Owner of(ObjectNode arguments) {
            List<ValidationErrorItem> problems = new ArrayList<>();
            String id = required(arguments, "service_id", problems);
            String key = required(arguments, "api_key", problems);
            if (!problems.isEmpty()) {
                throw new OwnerArgumentsMissing(problems);
            }
            return new Owner(new ListingId(id), key);
        }

        private static String required(ObjectNode arguments, String name, List<ValidationErrorItem> problems) {
            JsonNode value = arguments.get(name);
            if (value == null || value.isNull()) {
                problems.add(new ValidationErrorItem("missing", List.of(name), "Field required", null, Map.of()));
                return null;
            }
            if (!value.isTextual()) {
                problems.add(new ValidationErrorItem("string_type", List.of(name), "Input should be a valid string",
                        value, Map.of()));
                return null;
            }
            return value.textValue();
        }
    }

    private static final class OwnerArgumentsMissing extends RuntimeException {

        private final transient List<ValidationErrorItem> items;

        OwnerArgumentsMissing(List<ValidationErrorItem> items) {
            super("missing owner arguments", null, false, false);
            this.items = items;
        }
    }
}
