package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.error.Violation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Map;

/** One violation in the Pydantic v2 shape that agents already parse. */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "ValidationError")
public record ValidationErrorItem(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String type,
        @ArraySchema(arraySchema = @Schema(requiredMode = Schema.RequiredMode.REQUIRED,
                description = "Where the violation is: body, path, header or query, then the field path"),
                schema = @Schema(anyOf = {String.class, Integer.class}))
        List<Object> loc,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String msg,
        @JsonInclude(JsonInclude.Include.ALWAYS)
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, description = "The value that failed, as sent")
        Object input,
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, description = "The limit or expectation that failed",
                additionalProperties = Schema.AdditionalPropertiesValue.TRUE)
        Map<String, Object> ctx) {

    public ValidationErrorItem {
        loc = List.copyOf(loc);
        ctx = ctx == null ? Map.of() : Map.copyOf(ctx);
    }

    /** A required part of the request that it lacks: a header, a path or query value, or the body. */
    public static ValidationErrorItem missing(List<Object> loc) {
        return new ValidationErrorItem("missing", loc, "Field required", null, Map.of());
    }

    /** A domain violation, located under {@code root} ("body" for REST; nothing for MCP tool arguments). */
    public static ValidationErrorItem of(Violation violation, Object... root) {
        return PydanticWords.describe(violation, List.of(root));
    }
}
