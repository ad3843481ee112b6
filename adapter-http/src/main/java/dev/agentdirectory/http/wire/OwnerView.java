package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.port.in.OwnedListing;
import dev.agentdirectory.core.probe.ProbeReason;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;

/** What only a listing's owner sees of it: how its probes went and where that leaves it in search. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "OwnerView", description = "What only the listing's owner sees, with its key in X-API-Key.")
public record OwnerView(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"ok", "unreachable", "invalid"},
                description = "The status the latest conclusive probe left the listing in")
        String lastCheckStatus,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, format = "date-time",
                description = "When the latest probe, conclusive or not, ended; absent before the first")
        String lastCheckedAt,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED,
                description = "Why the latest probe came out as it did, in words to act on; absent when unknown")
        String lastCheckReason,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED,
                description = "The same reason as a code, for programs; absent when unknown")
        String lastCheckReasonCode,
        @Schema(requiredMode = Schema.RequiredMode.NOT_REQUIRED, format = "date-time",
                description = "When a probe last found the listing ok; absent if none ever did")
        String lastOkAt,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minimum = "0",
                description = "Failed probes in a row; enough of them demote the listing")
        int consecutiveFailures,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED,
                description = "Whether the listing ranks below every non-demoted match")
        boolean demoted,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED,
                description = "Whether search leaves the listing out; it is still found by its id")
        boolean hidden,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minimum = "0") long reportsReceived,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, minimum = "0",
                description = "Reports that a conclusive probe found the listing not ok for")
        long reportsSubstantiated) {

    public static OwnerView from(OwnedListing owned) {
        Health health = owned.health();
        ProbeReason reason = health.lastProbeReason();
        return new OwnerView(health.lastCheckStatus().wireName(), text(health.lastProbeAt()),
                reason == null ? null : reason.sentence(), reason == null ? null : reason.kind().code(),
                text(health.lastOkAt()), health.consecutiveFailures(), owned.demoted(), owned.hidden(),
                owned.reports().received(), owned.reports().substantiated());
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }
}
