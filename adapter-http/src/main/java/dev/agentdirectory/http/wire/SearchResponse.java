package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.port.in.SearchResult;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** One page of listings, its bounds, the true number of matches, and how to use the results. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "SearchResponse")
public record SearchResponse(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) List<ListingResult> results,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) int limit,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) int offset,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) int total,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, defaultValue = SearchResponse.INSTRUCTIONS)
        String instructions) {

    public static final String INSTRUCTIONS = "Each result has a service_type. An mcp_server result has an "
            + "mcp_doc_url: fetch that document and connect to the MCP server it describes. An agent_skill result "
            + "has a skill_url: satisfy its setup_requirements first, then fetch the skill as markdown and follow "
            + "it. If an mcp_doc_url or skill_url is unreachable or invalid, report it with POST /report "
            + "{\"service_id\": \"<id>\", \"issue\": \"unreachable\" | \"invalid_response\" | \"other\"} so that "
            + "broken listings sink. Page with offset and limit; total counts every match.";

    public static SearchResponse from(SearchResult result) {
        return new SearchResponse(result.hits().stream().map(hit -> ListingResult.from(hit.listing())).toList(), result.limit(),
                result.offset(), result.total(), INSTRUCTIONS);
    }
}
