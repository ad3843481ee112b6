package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.listing.PublicListing;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** An agent skill listing: satisfy {@code setup_requirements}, then fetch {@code skill_url} as markdown. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "AgentSkillResult")
public record AgentSkillResult(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String id,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String name,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String description,
        @Schema(allowableValues = "agent_skill", defaultValue = "agent_skill")
        String serviceType,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, format = "uri")
        String skillUrl,
        @Schema(nullable = true)
        String setupRequirements,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED)
        @ArraySchema(arraySchema = @Schema(defaultValue = "[]"))
        List<String> tags,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, description = ListingResult.OWNER)
        OwnerView owner)
        implements ListingResult {

    /** {@code owner} is null but for the listing's owner. */
    public static AgentSkillResult from(PublicListing listing, OwnerView owner) {
        return new AgentSkillResult(listing.id().value(), listing.name(), listing.description(),
                listing.type().wireName(), listing.url().toString(), listing.setupRequirements(), listing.tags(),
                owner);
    }
}
