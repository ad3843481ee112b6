package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.agentdirectory.core.listing.Listing;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** An agent skill listing: satisfy {@code setup_requirements}, then fetch {@code skill_url} as markdown. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@Schema(name = "AgentSkillResult")
public record AgentSkillResult(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String id,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String name,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String description,
        @JsonProperty("service_type") @Schema(allowableValues = "agent_skill", defaultValue = "agent_skill")
        String serviceType,
        @JsonProperty("skill_url") @Schema(requiredMode = Schema.RequiredMode.REQUIRED, format = "uri")
        String skillUrl,
        @JsonProperty("setup_requirements") @Schema(nullable = true)
        String setupRequirements,
        List<String> tags) implements ListingResult {

    public static AgentSkillResult from(Listing listing) {
        return new AgentSkillResult(listing.id().value(), listing.details().name(), listing.details().description(),
                listing.type().wireName(), listing.details().url().toString(),
                listing.details().setupRequirements(), listing.details().tags().values());
    }
}
