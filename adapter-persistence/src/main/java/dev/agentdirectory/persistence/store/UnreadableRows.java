package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.listing.Listing;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads rows of the {@code listings} table as listings, and leaves out those this release cannot read: a row written
 * by a newer release (a service type or check status this one does not know, during a rolling upgrade or after a
 * rollback) or edited by hand. Such a listing is absent to this instance until it can read it: one row must not stop
 * the search index from following the log, a page of the feed, or the background work that meets it. Each such row
 * is logged once, with what is wrong with it.
 */
@Singleton
final class UnreadableRows {

    private static final System.Logger LOG = System.getLogger(UnreadableRows.class.getName());

    /** How many rows are named in the log, each once: the log names no more than that. */
    static final int NAMED_AT_MOST = 1000;

    private final Set<String> named = ConcurrentHashMap.newKeySet();

    Optional<Listing> read(ListingRow row) {
        try {
            return Optional.of(row.toDomain());
        } catch (RuntimeException unreadable) {
            // toDomain only decodes columns already read: anything it throws is about the row's data.
            left(row.id(), unreadable);
            return Optional.empty();
        }
    }

    List<Listing> readAll(List<ListingRow> rows) {
        return rows.stream().flatMap(row -> read(row).stream()).toList();
    }

    private void left(String id, RuntimeException why) {
        if (named.size() < NAMED_AT_MOST && named.add(id)) {
            LOG.log(System.Logger.Level.WARNING, "Listing " + id + " is left out: this release cannot read its row ("
                    + why.getMessage() + "). A newer release wrote it, or it was edited by hand; it stays out of "
                    + "this instance's search, feed and probes until the instance runs a release that reads it, or "
                    + "the row is corrected." + (named.size() == NAMED_AT_MOST ? " Further such rows are not named." : ""));
        }
    }
}
