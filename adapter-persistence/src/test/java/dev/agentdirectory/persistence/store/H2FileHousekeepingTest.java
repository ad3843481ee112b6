package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.persistence.store.H2FileHousekeeping.FileState;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.UUID;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2FileHousekeepingTest {

    private static final int ROWS = 2_000;
    private static final int REWRITES = 3;
    private static final int BYTES_PER_ROUND = 16 << 20;

    @TempDir
    Path folder;

    /** The service's settings (application.yml). */
    private JdbcDataSource embeddedFile() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:file:" + folder.resolve("directory") + ";MODE=PostgreSQL;WRITE_DELAY=0");
        dataSource.setUser("sa");
        return dataSource;
    }

    @Test
    void aFileChurnedByOneRowCommitsShrinksToItsDataWithEveryRowKept() throws SQLException {
        JdbcDataSource dataSource = embeddedFile();
        H2FileHousekeeping housekeeping = new H2FileHousekeeping(dataSource, BYTES_PER_ROUND);
        // Held open, as the connection pool holds the database open in the service.
        try (Connection open = dataSource.getConnection()) {
            churn(open);
            FileState churned = housekeeping.state().orElseThrow();
            assertTrue(churned.chunkFillPercent() < 20, "sparse chunks to start from: " + churned);

            FileState tidied = churned;
            for (int round = 0; round < 50; round++) {
                tidied = housekeeping.tidy().orElseThrow();
            }

            assertTrue(tidied.fileBytes() * 4 < churned.fileBytes(), churned + " then " + tidied);
            assertTrue(tidied.chunkFillPercent() >= 50, churned + " then " + tidied);
            assertEveryRowHasItsLastValue(open);
        }
        try (Connection reopened = dataSource.getConnection()) {
            assertEveryRowHasItsLastValue(reopened);
        }
    }

    @Test
    void whileCommitsKeepArrivingARoundDoesOnlyALittleAndOnceTheyStopItDoesItsFullShare() throws SQLException {
        JdbcDataSource dataSource = embeddedFile();
        H2FileHousekeeping housekeeping = new H2FileHousekeeping(dataSource, BYTES_PER_ROUND);
        try (Connection open = dataSource.getConnection()) {
            churn(open);
            FileState churned = housekeeping.state().orElseThrow();

            FileState busy = churned;
            for (int round = 0; round < 3; round++) {
                rewriteOneRow(open);
                busy = housekeeping.tidy().orElseThrow();
            }
            FileState quiet = busy;
            for (int round = 0; round < 3; round++) {
                quiet = housekeeping.tidy().orElseThrow();
            }

            assertTrue(busy.fileBytes() * 2 > churned.fileBytes(), churned + " then, busy, " + busy);
            assertTrue(quiet.fileBytes() * 4 < churned.fileBytes(), busy + " then, quiet, " + quiet);
            assertEveryRowHasItsLastValue(open);
        }
    }

    @Test
    void aDatabaseInMemoryHasNoFileToTidy() {
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:" + UUID.randomUUID());

        assertEquals(Optional.empty(), new H2FileHousekeeping(dataSource, BYTES_PER_ROUND).tidy());
    }

    /**
     * Each row written {@link #REWRITES} times, each write committed on its own as the service commits; then H2's
     * retention time is set to 0, as if the 45 s it waits before a chunk may be rewritten had passed.
     */
    private static void churn(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE rows_written(id INT PRIMARY KEY, body VARCHAR(4000))");
        }
        try (PreparedStatement write = connection.prepareStatement("MERGE INTO rows_written KEY(id) VALUES (?, ?)")) {
            for (int round = 0; round < REWRITES; round++) {
                for (int id = 0; id < ROWS; id++) {
                    write.setInt(1, id);
                    write.setString(2, body(id, round));
                    write.executeUpdate();
                }
            }
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("SET RETENTION_TIME 0");
        }
    }

    /** A commit between two rounds, as a request's; the row keeps its value. */
    private static void rewriteOneRow(Connection connection) throws SQLException {
        try (PreparedStatement write = connection.prepareStatement("UPDATE rows_written SET body = ? WHERE id = 0")) {
            write.setString(1, body(0, REWRITES - 1));
            write.executeUpdate();
        }
    }

    private static void assertEveryRowHasItsLastValue(Connection connection) throws SQLException {
        int seen = 0;
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT id, body FROM rows_written ORDER BY id")) {
            while (rows.next()) {
                assertEquals(body(rows.getInt(1), REWRITES - 1), rows.getString(2));
                seen++;
            }
        }
        assertEquals(ROWS, seen);
    }

    private static String body(int id, int round) {
        return ("row " + id + " written in round " + round + " ").repeat(30);
    }
}
