package dev.agentdirectory.persistence.store;

import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;
import java.util.Set;

/**
 * Tells the connection pool to drop a connection whose embedded H2 database has closed. H2 closes the database for
 * good when it cannot write its file (a full disk), and its connections then fail every call with a state the pool
 * does not know as fatal: kept in the pool, they would fail every request until a restart. Dropped, they make way for
 * new connections, which open the database again from its file once it can be written. Named by
 * {@code datasources.default.exception-override-class-name}; PostgreSQL's states keep the pool's own rules.
 */
public final class ClosedDatabaseEviction implements SQLExceptionOverride {

    /** H2's "the database has been closed" and "the database is closing". */
    private static final Set<String> CLOSED_H2_DATABASE = Set.of("90098", "90121");

    @java.lang.Override
    public Override adjudicate(SQLException failure) {
        String state = failure.getSQLState();
        return state != null && CLOSED_H2_DATABASE.contains(state) ? Override.MUST_EVICT : Override.CONTINUE_EVICT;
    }
}
