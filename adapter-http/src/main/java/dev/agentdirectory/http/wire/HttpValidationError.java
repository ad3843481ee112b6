package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** The 422 body: every violation of the request. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "HTTPValidationError")
public record HttpValidationError(
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED) List<ValidationErrorItem> detail) {
}
