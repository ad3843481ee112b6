package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.RegisterCommand;
import dev.agentdirectory.http.json.BodyFields;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** The registration body; the domain's rules enforce the limits this schema documents. */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "RegisterRequest")
public record RegisterRequest(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1, maxLength = ListingLimits.NAME_MAX)
        String name,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minLength = 1,
                maxLength = ListingLimits.DESCRIPTION_MAX)
        String description,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"mcp_server", "agent_skill"})
        String serviceType,
        @Schema(nullable = true, format = "uri", minLength = 1, maxLength = ListingLimits.URL_MAX,
                description = "Required for mcp_server listings; refused for agent_skill listings")
        String mcpDocUrl,
        @Schema(nullable = true, format = "uri", minLength = 1, maxLength = ListingLimits.URL_MAX,
                description = "Required for agent_skill listings; refused for mcp_server listings")
        String skillUrl,
        @Schema(nullable = true, maxLength = ListingLimits.SETUP_REQUIREMENTS_MAX,
                description = "Kept for agent_skill listings only")
        String setupRequirements,
        @ArraySchema(maxItems = ListingLimits.TAGS_MAX,
                schema = @Schema(minLength = 1, maxLength = ListingLimits.TAG_MAX),
                arraySchema = @Schema(nullable = true, description = "At most " + ListingLimits.TAGS_MAX
                        + " tags of 1 to " + ListingLimits.TAG_MAX + " characters; stored trimmed, lowercased, "
                        + "de-duplicated, in order"))
        @Nullable List<String> tags,
        @Schema(nullable = true, maxLength = ListingLimits.OWNER_CONTACT_MAX, description = "Stored, never shown")
        String ownerContact) {

    public static RegisterCommand read(BodyFields body) {
        return new RegisterCommand(body.nonNullString(Field.NAME), body.nonNullString(Field.DESCRIPTION),
                body.nonNullString(Field.SERVICE_TYPE), body.string(Field.MCP_DOC_URL), body.string(Field.SKILL_URL),
                body.string(Field.SETUP_REQUIREMENTS), body.stringList(Field.TAGS), body.string(Field.OWNER_CONTACT),
                body.readErrors());
    }
}
