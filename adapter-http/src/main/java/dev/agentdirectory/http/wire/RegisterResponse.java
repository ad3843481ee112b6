package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.probe.ProbeVerdict;
import io.swagger.v3.oas.annotations.media.Schema;

/** The new listing's id and its key, shown this once. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "RegisterResponse")
public record RegisterResponse(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String id,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String apiKey,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, defaultValue = RegisterResponse.KEEP_THE_KEY)
        String note) {

    /** The note's first sentences; what the first probe found follows them. */
    public static final String KEEP_THE_KEY = "Store this api_key now: it is not shown again. Send it in the "
            + "X-API-Key header to update (PATCH /services/{id}) or deregister (DELETE /services/{id}) this listing.";

    public static RegisterResponse from(Registration registration) {
        return new RegisterResponse(registration.listing().id().value(), registration.apiKey().value(),
                KEEP_THE_KEY + " " + probeNote(registration.firstProbe()));
    }

    private static String probeNote(ProbeVerdict verdict) {
        return switch (verdict) {
            case OK -> "The first probe of your URL succeeded: the listing is healthy.";
            case UNREACHABLE -> "The first probe could not reach your URL (connection, DNS, TLS, timeout, refused "
                    + "address or HTTP status of 400 or more): the listing ranks below healthy ones until a probe "
                    + "succeeds.";
            case INVALID -> "The first probe reached your URL but the document is not valid (an MCP document must "
                    + "be a JSON object; a skill must be non-empty UTF-8 markdown, not an HTML page): the listing "
                    + "ranks below healthy ones until a probe succeeds.";
            case INCONCLUSIVE -> "The first probe was inconclusive (your host throttled it with 429 or 503 and "
                    + "Retry-After, or the directory's prober was at capacity); the listing stays healthy and will be "
                    + "probed again.";
        };
    }
}
