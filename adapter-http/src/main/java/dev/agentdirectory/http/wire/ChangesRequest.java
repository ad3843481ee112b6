package dev.agentdirectory.http.wire;

import dev.agentdirectory.core.error.ExpectedType;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.port.in.ChangesQuery;
import dev.agentdirectory.http.json.BodyFields;
import java.util.List;
import java.util.Optional;

/** The change feed's query parameters as sent; the core checks them, this only reads the limit as a number. */
public final class ChangesRequest {

    private ChangesRequest() {
    }

    public static ChangesQuery read(String cursor, String updatedSince, String limit) {
        if (limit == null || limit.isEmpty()) {
            return new ChangesQuery(cursor, updatedSince, null);
        }
        Optional<Integer> number = BodyFields.integer(limit);
        List<Violation> readErrors = number.isPresent() ? List.of()
                : List.of(Violation.wrongType(FieldPath.of(Field.LIMIT), ExpectedType.INTEGER, limit));
        return new ChangesQuery(cursor, updatedSince, number.orElse(null), readErrors);
    }
}
