package dev.agentdirectory.http.wire;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.http.json.BodyFields;
import io.swagger.v3.oas.annotations.media.Schema;

/** A search; every field has a default, and an empty query browses every listing. */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@Schema(name = "SearchRequest")
public record SearchRequest(
        @Schema(defaultValue = "", maxLength = ListingLimits.QUERY_MAX) String query,
        @Schema(defaultValue = "10", minimum = "1", maximum = "25") Integer limit,
        @Schema(defaultValue = "0", minimum = "0") Integer offset) {

    public static SearchQuery read(BodyFields body) {
        return new SearchQuery(body.nonNullString(Field.QUERY), body.integer(Field.LIMIT), body.integer(Field.OFFSET),
                body.readErrors());
    }
}
