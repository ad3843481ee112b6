package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.port.in.ChangePage;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** A page of the change feed and the cursor that resumes after it. */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "ChangesResponse")
public record ChangesResponse(
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED,
                description = "Changes in log order, each listing at most once, at its latest position")
        List<ChangeEntry> changes,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, description = "Opaque. Send it back as cursor to "
                + "read on from this page; keep it once the page is applied, as the mark of how far your copy goes")
        String nextCursor,
        @Schema(requiredMode = Schema.RequiredMode.REQUIRED, description = "True when more changes are ready now: "
                + "ask again at once. False: you are caught up; ask again after a pause")
        boolean hasMore) {

    public static ChangesResponse from(ChangePage page) {
        return new ChangesResponse(page.changes().stream().map(ChangeEntry::from).toList(), page.next().encode(),
                page.more());
    }
}
