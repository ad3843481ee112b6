package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.error.StoreUnavailableException;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A database that cannot be reached is the core's StoreUnavailableException; every other failure stays itself. */
class StoreOutageTest {

    private static final ListingId ID = new ListingId("01a21fe3-c1fb-7000-a1b7-8a2ca671a660");

    /** A store and change log whose every call fails with {@code failure}. */
    private static <T> T failing(Class<T> port, RuntimeException failure) {
        return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (proxy, method, args) -> {
            if (method.getName().equals("changeLog")) {
                return failing(ChangeLog.class, failure);
            }
            throw failure;
        }));
    }

    /** As the framework wraps what the driver or the pool threw. */
    private static RuntimeException wrapped(SQLException cause) {
        return new IllegalStateException("Failed to obtain JDBC Connection", cause);
    }

    @Test
    void noConnectionFromThePoolIsAnUnreachableStore() {
        SQLTransientConnectionException timedOut = new SQLTransientConnectionException(
                "HikariPool-1 - Connection is not available, request timed out after 3000ms");
        ListingStore store = StoreOutage.translated(failing(ListingStore.class, wrapped(timedOut)));

        StoreUnavailableException thrown = assertThrows(StoreUnavailableException.class, () -> store.findById(ID));
        assertSame(timedOut, thrown.getCause().getCause());
    }

    @ParameterizedTest(name = "SQLSTATE {0}")
    @ValueSource(strings = {"08001", "08006", "57P01", "57P03", "53100", "53300", "25006"})
    void aLostConnectionAServerThatShutDownOrADatabaseThatTakesNoWritesIsAnUnreachableStore(String sqlState) {
        ListingStore store = StoreOutage.translated(
                failing(ListingStore.class, wrapped(new SQLException("connection lost", sqlState))));

        assertThrows(StoreUnavailableException.class, () -> store.delete(ID));
        assertThrows(StoreUnavailableException.class, () -> store.changeLog().head());
    }

    @Test
    void aConnectionThePoolClosedAsBrokenIsAnUnreachableStore() {
        ListingStore store = StoreOutage.translated(
                failing(ListingStore.class, wrapped(new SQLException("Connection is closed"))));

        assertThrows(StoreUnavailableException.class, () -> store.findById(ID));
    }

    @Test
    void aDatabaseThatCouldNotWriteItsFileIsUnavailable() {
        SQLException generalError = new SQLException("General error: Writing to the file failed", "50000",
                new IllegalStateException("Writing failed", new IOException("No space left on device")));
        ListingStore store = StoreOutage.translated(failing(ListingStore.class, wrapped(generalError)));

        assertThrows(StoreUnavailableException.class, () -> store.insert(null));
        assertFalse(StoreOutage.explains(new IOException("an I/O failure that is not the database's")));
        assertFalse(StoreOutage.explains(new SQLException("General error", "50000")));
    }

    @ParameterizedTest(name = "SQLSTATE {0}")
    @ValueSource(strings = {"23505", "22001", "42P01"})
    void aStatementThatFailedOnAReachableDatabaseStaysItself(String sqlState) {
        RuntimeException failure = wrapped(new SQLException("statement failed", sqlState));
        ListingStore store = StoreOutage.translated(failing(ListingStore.class, failure));

        assertSame(failure, assertThrows(RuntimeException.class, () -> store.findById(ID)));
        assertSame(failure, assertThrows(RuntimeException.class, () -> store.changeLog().head()));
    }

    @Test
    void failuresOtherThanTheDatabasesStayThemselves() {
        IllegalArgumentException failure = new IllegalArgumentException("not a listing");
        ListingStore store = StoreOutage.translated(failing(ListingStore.class, failure));

        assertSame(failure, assertThrows(IllegalArgumentException.class, () -> store.findById(ID)));
        assertFalse(StoreOutage.explains(new RuntimeException(new SQLException("no state"))));
        assertTrue(StoreOutage.explains(new RuntimeException(new RuntimeException(
                new SQLTransientConnectionException("timed out")))));
    }

    @Test
    void whileMostCallsFindTheDatabaseUnavailableCallsFailAtOnceUntilATrialFindsItBack() throws Exception {
        AtomicBoolean down = new AtomicBoolean(true);
        AtomicInteger reached = new AtomicInteger();
        ListingStore target = (ListingStore) Proxy.newProxyInstance(ListingStore.class.getClassLoader(),
                new Class<?>[] {ListingStore.class}, (proxy, method, args) -> {
                    reached.incrementAndGet();
                    if (down.get()) {
                        throw wrapped(new SQLTransientConnectionException("Connection is not available"));
                    }
                    return Optional.empty();
                });
        ListingStore store = StoreOutage.translated(target);

        for (int i = 0; i < 10; i++) {
            assertThrows(StoreUnavailableException.class, () -> store.findById(ID));
        }
        assertEquals(5, reached.get(), "after five calls of five found it unavailable, no call reaches the store");

        down.set(false);
        Thread.sleep(2_100);
        for (int i = 0; i < 10; i++) {
            assertEquals(Optional.empty(), store.findById(ID));
        }
        assertEquals(15, reached.get(), "two trial calls found the database back, and every call reaches it again");
    }

    @Test
    void failuresOfStatementsDoNotOpenTheBreaker() {
        RuntimeException duplicate = wrapped(new SQLException("duplicate key", "23505"));
        ListingStore store = StoreOutage.translated(failing(ListingStore.class, duplicate));

        for (int i = 0; i < 20; i++) {
            assertSame(duplicate, assertThrows(RuntimeException.class, () -> store.findById(ID)));
        }
    }

    @ParameterizedTest(name = "SQLSTATE {0}")
    @ValueSource(strings = {"25006", "53100"})
    void aDatabaseThatRefusesWritesKeepsAnsweringReads(String sqlState) {
        ListingStore target = (ListingStore) Proxy.newProxyInstance(ListingStore.class.getClassLoader(),
                new Class<?>[] {ListingStore.class}, (proxy, method, args) -> {
                    if (method.getName().equals("delete")) {
                        throw wrapped(new SQLException("the database takes no writes", sqlState));
                    }
                    return Optional.empty();
                });
        AtomicInteger renewals = new AtomicInteger();
        ListingStore store = StoreOutage.translated(target, renewals::incrementAndGet);

        for (int i = 0; i < 20; i++) {
            assertThrows(StoreUnavailableException.class, () -> store.delete(ID));
        }
        assertEquals(Optional.empty(), store.findById(ID), "the breaker stayed closed");
        assertEquals(sqlState.equals("25006") ? 1 : 0, renewals.get(),
                "read-only sessions are renewed, at most once every 5 s; a full disk is not the sessions' doing");
    }

    @ParameterizedTest(name = "SQLSTATE {0}")
    @ValueSource(strings = {"57014", "55P03", "HYT00", "40P01", "40001"})
    void aStatementTheDatabaseGaveUpOnForNowIsToBeTriedAgainAndLeavesTheBreakerClosed(String sqlState) {
        AtomicInteger reached = new AtomicInteger();
        ListingStore target = (ListingStore) Proxy.newProxyInstance(ListingStore.class.getClassLoader(),
                new Class<?>[] {ListingStore.class}, (proxy, method, args) -> {
                    reached.incrementAndGet();
                    if (method.getName().equals("delete")) {
                        throw wrapped(new SQLException("canceling statement due to lock timeout", sqlState));
                    }
                    return Optional.empty();
                });
        ListingStore store = StoreOutage.translated(target);

        for (int i = 0; i < 20; i++) {
            assertThrows(StoreUnavailableException.class, () -> store.delete(ID));
        }
        assertEquals(Optional.empty(), store.findById(ID));
        assertEquals(21, reached.get(), "every call reached the database");
    }

    @Test
    void anUpdateThatWaitedOutTheEmbeddedDatabasesLockTimeoutIsToBeTriedAgain() throws SQLException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:locks;LOCK_TIMEOUT=100;DB_CLOSE_DELAY=-1");
        try (Connection holder = h2.getConnection(); Connection waiter = h2.getConnection()) {
            holder.createStatement().execute("CREATE TABLE listings (id INT PRIMARY KEY, name VARCHAR)");
            holder.createStatement().execute("INSERT INTO listings VALUES (1, 'Weather')");
            holder.setAutoCommit(false);
            holder.createStatement().executeUpdate("UPDATE listings SET name = 'Forecasts' WHERE id = 1");
            SQLException timedOut = assertThrows(SQLException.class,
                    () -> waiter.createStatement().executeUpdate("UPDATE listings SET name = 'Tides' WHERE id = 1"));

            ListingStore store = StoreOutage.translated(failing(ListingStore.class, wrapped(timedOut)));

            assertThrows(StoreUnavailableException.class, () -> store.delete(ID), timedOut.getSQLState());
            holder.rollback();
        }
    }

    @Test
    void aReachableStoreAnswersAsItWould() {
        ListingStore store = StoreOutage.translated(new InMemoryListingStore());

        assertEquals(Optional.empty(), store.findById(ID));
        assertFalse(store.delete(ID));
        assertEquals(0, store.changeLog().head());
    }
}
