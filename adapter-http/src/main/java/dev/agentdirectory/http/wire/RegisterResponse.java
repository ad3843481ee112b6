package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.probe.ProbeReason;
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

    /** Where an owner reads how the probes of the listing go from now on. */
    private static final String OWNER_VIEW = "GET /services/{id} with the key in X-API-Key shows the latest probe.";

    public static RegisterResponse from(Registration registration) {
        return new RegisterResponse(registration.listing().id().value(), registration.apiKey().value(),
                KEEP_THE_KEY + " " + probeNote(registration.firstProbe(), registration.firstProbeReason()));
    }

    /** The verdict's consequence framed around the reason's own words, which never name an address. */
    private static String probeNote(ProbeVerdict verdict, ProbeReason reason) {
        return switch (verdict) {
            case OK -> "The first probe of your URL succeeded: the listing is healthy.";
            case UNREACHABLE -> "The first probe found your URL unreachable. " + reason.sentence() + " The listing "
                    + "ranks below healthy ones until a probe succeeds. " + OWNER_VIEW;
            case INVALID -> "The first probe found no valid document at your URL. " + reason.sentence()
                    + " The listing ranks below healthy ones until a probe succeeds. " + OWNER_VIEW;
            case INCONCLUSIVE -> "The first probe was inconclusive. " + reason.sentence() + " The listing stays "
                    + "healthy meanwhile. " + OWNER_VIEW;
        };
    }
}
