package dev.agentdirectory.persistence.store;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Renews the sessions of the connection pool (HikariCP): the idle ones are closed at once, the ones lent out when they
 * come back, and new ones are opened as calls need them. A PostgreSQL session opened while the database was read-only
 * (set so for maintenance, or a standby behind the address after a failover) stays read-only for its whole life, 30
 * minutes in the pool; renewed, the pool takes writes again as soon as the database does, and reaches a new primary.
 * Renewing rather than dropping each session as it refuses a write keeps the refusal itself as the call's failure:
 * a connection closed under a transaction makes the framework's clean-up fail in its place, as if the database were
 * gone.
 */
public final class PooledSessions implements Runnable {

    private final DataSource pool;

    /** {@code pool}: the pool's own data source, not one that lends a transaction's connection. */
    public PooledSessions(DataSource pool) {
        this.pool = pool;
    }

    @Override
    public void run() {
        try {
            if (pool.isWrapperFor(HikariDataSource.class)) {
                HikariPoolMXBean sessions = pool.unwrap(HikariDataSource.class).getHikariPoolMXBean();
                if (sessions != null) {
                    sessions.softEvictConnections();
                }
            }
        } catch (SQLException notAPool) {
            // nothing to renew
        }
    }
}
