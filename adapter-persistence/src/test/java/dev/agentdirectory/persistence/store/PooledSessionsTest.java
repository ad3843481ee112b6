package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Renewed, the pool lends a new session the next time, not the one it held before. */
class PooledSessionsTest {

    private static int session(HikariDataSource pool) throws SQLException {
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT SESSION_ID()")) {
            row.next();
            return row.getInt(1);
        }
    }

    private static HikariDataSource pool() {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        config.setMaximumPoolSize(1);
        return new HikariDataSource(config);
    }

    @Test
    void renewedSessionsAreNewOnes() throws SQLException {
        try (HikariDataSource pool = pool()) {
            int before = session(pool);
            assertEquals(before, session(pool), "the pool lends its one session again");

            new PooledSessions(pool).run();

            assertNotEquals(before, session(pool));
        }
    }

    @Test
    void aDataSourceThatIsNoPoolHasNothingToRenew() {
        new PooledSessions(new org.h2.jdbcx.JdbcDataSource()).run();
    }
}
