package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.error.Violation;
import java.util.List;

/**
 * A request for a page of the change feed as the reader sent it: {@code cursor} as the last page gave it,
 * {@code updatedSince} as RFC 3339 text; null fields are absent (limit 100). A cursor wins over updatedSince.
 * {@code readErrors} are what the adapter found while reading its wire format.
 */
public record ChangesQuery(String cursor, String updatedSince, Integer limit, List<Violation> readErrors) {

    public ChangesQuery {
        readErrors = List.copyOf(readErrors);
    }

    public ChangesQuery(String cursor, String updatedSince, Integer limit) {
        this(cursor, updatedSince, limit, List.of());
    }

    public static ChangesQuery fromTheStart() {
        return new ChangesQuery(null, null, null);
    }

    public static ChangesQuery after(String cursor) {
        return new ChangesQuery(cursor, null, null);
    }
}
