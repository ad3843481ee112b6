package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** The 422 body: every violation of the request. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@Schema(name = "HTTPValidationError")
public record HttpValidationError(List<ValidationErrorItem> detail) {
}
