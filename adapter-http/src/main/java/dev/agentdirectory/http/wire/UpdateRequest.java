package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.http.json.BodyFields;
import io.micronaut.core.annotation.Nullable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * The partial update body: only fields present change. Null clears setup_requirements and owner_contact,
 * makes tags empty, and leaves name, description and the URL as they are. service_type cannot change.
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "UpdateRequest")
public record UpdateRequest(
        @Schema(nullable = true, minLength = 1, maxLength = ListingLimits.NAME_MAX) String name,
        @Schema(nullable = true, minLength = 1, maxLength = ListingLimits.DESCRIPTION_MAX) String description,
        @Schema(nullable = true, format = "uri", minLength = 1, maxLength = ListingLimits.URL_MAX)
        String mcpDocUrl,
        @Schema(nullable = true, format = "uri", minLength = 1, maxLength = ListingLimits.URL_MAX)
        String skillUrl,
        @Schema(nullable = true, maxLength = ListingLimits.SETUP_REQUIREMENTS_MAX) String setupRequirements,
        @ArraySchema(maxItems = ListingLimits.TAGS_MAX,
                schema = @Schema(minLength = 1, maxLength = ListingLimits.TAG_MAX),
                arraySchema = @Schema(nullable = true, description = "null means no tags"))
        @Nullable List<String> tags,
        @Schema(nullable = true, maxLength = ListingLimits.OWNER_CONTACT_MAX) String ownerContact) {

    public static UpdateCommand read(BodyFields body) {
        return new UpdateCommand(body.stringUpdate(Field.NAME), body.stringUpdate(Field.DESCRIPTION),
                body.stringUpdate(Field.MCP_DOC_URL), body.stringUpdate(Field.SKILL_URL),
                body.stringUpdate(Field.SETUP_REQUIREMENTS), body.stringListUpdate(Field.TAGS),
                body.stringUpdate(Field.OWNER_CONTACT), body.readErrors());
    }
}
