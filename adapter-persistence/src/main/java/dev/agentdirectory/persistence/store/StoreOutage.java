package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.error.StoreUnavailableException;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * Tells a database that is unavailable from a statement that failed, and says so to the core in its own words: a
 * store whose calls throw {@link StoreUnavailableException} when no connection could be had (the pool waited its
 * connection timeout for one), the connection was lost during the call, the database could not write (a full disk, or
 * a database that takes no writes right now), or it gave the statement up for now (a timeout, a deadlock). Any other
 * failure passes through as it was. While most recent
 * calls found the database unavailable, a circuit breaker fails calls at once rather than let each wait out the
 * connection timeout.
 */
public final class StoreOutage {

    /**
     * SQLSTATE classes of an unavailable database: 08, connection exception; 53, insufficient resources (PostgreSQL's
     * disk full, out of memory, no connection slot left).
     */
    private static final Set<String> UNAVAILABLE_CLASSES = Set.of("08", "53");
    /** The server shutting down, restarting, or not yet accepting connections (PostgreSQL's 57P01–57P03). */
    private static final Set<String> SERVER_GOING_AWAY = Set.of("57P01", "57P02", "57P03");
    /** A database that takes no writes right now: set read-only for maintenance, or a standby behind the address. */
    private static final String READ_ONLY = "25006";
    /** PostgreSQL's disk full, in class 53 above; the database still answers reads. */
    private static final String DISK_FULL = "53100";
    /**
     * A statement the database gave up on for now, which the same call a moment later may well get through: cancelled
     * by the statement timeout or an operator (57014), a lock not had within the lock timeout (PostgreSQL's 55P03,
     * H2's HYT00), a deadlock or a serialization failure (40P01, 40001).
     */
    private static final Set<String> GAVE_UP = Set.of("57014", "55P03", "HYT00", "40P01", "40001");

    /**
     * What the pool (HikariCP) answers, with no state, to every call on a connection it closed as broken after one of
     * the failures above. A transaction's clean-up makes such calls once its statement lost the connection, and the
     * framework then throws the clean-up's failure in place of the one that told why.
     */
    private static final String EVICTED_CONNECTION = "Connection is closed";

    /**
     * A run of calls this long in which at least half found the database unavailable opens the breaker: further calls
     * fail at once, without waiting the pool's connection timeout each and holding a request thread meanwhile.
     */
    private static final int CALLS_WEIGHED = 10;
    /** How long the breaker stays open before a few calls may try the database again. */
    private static final Duration OPEN_FOR = Duration.ofSeconds(2);
    private static final int TRIAL_CALLS = 2;
    /** How often at most a refused write renews the pool's sessions. */
    static final Duration RENEWED_AT_MOST_EVERY = Duration.ofSeconds(5);

    private StoreOutage() {
    }

    /**
     * {@code store}, and its change log, with an unavailable database reported as {@link StoreUnavailableException};
     * while most recent calls found it unavailable, calls fail at once, and every 2 s two of them try again.
     */
    public static ListingStore translated(ListingStore store) {
        return translated(store, () -> { });
    }

    /**
     * As {@link #translated(ListingStore)}, and a write refused as read-only calls {@code renewSessions}, at most once
     * every {@link #RENEWED_AT_MOST_EVERY}: a session opened while the database was read-only, or on a standby the
     * address led to, stays so whatever the database does next, and new sessions take writes as soon as it does
     * ({@link PooledSessions}).
     */
    public static ListingStore translated(ListingStore store, Runnable renewSessions) {
        CircuitBreaker breaker = CircuitBreaker.of("store", CircuitBreakerConfig.custom()
                .slidingWindow(CALLS_WEIGHED, CALLS_WEIGHED / 2, CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                .failureRateThreshold(50)
                .waitDurationInOpenState(OPEN_FOR)
                .permittedNumberOfCallsInHalfOpenState(TRIAL_CALLS)
                .build());
        return translating(ListingStore.class, store, breaker, new Throttled(renewSessions));
    }

    /** Runs an action at most once every {@link #RENEWED_AT_MOST_EVERY}, however many threads ask at once. */
    private static final class Throttled {
        private final Runnable action;
        private final AtomicLong lastRun = new AtomicLong(System.nanoTime() - RENEWED_AT_MOST_EVERY.toNanos());

        Throttled(Runnable action) {
            this.action = action;
        }

        void run() {
            long last = lastRun.get();
            long now = System.nanoTime();
            if (now - last >= RENEWED_AT_MOST_EVERY.toNanos() && lastRun.compareAndSet(last, now)) {
                action.run();
            }
        }
    }

    /**
     * Whether {@code failure}, or any failure behind it, says the database is unavailable. An I/O failure behind a
     * database's failure is the database's own: its connection's, or (embedded H2) its file's, as when the disk is
     * full; H2 reports it as a general error.
     */
    static boolean explains(Throwable failure) {
        boolean database = false;
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SQLTransientConnectionException
                    || cause instanceof SQLNonTransientConnectionException
                    || cause instanceof SQLException sql && unavailable(sql)
                    || database && cause instanceof IOException) {
                return true;
            }
            database |= cause instanceof SQLException;
        }
        return false;
    }

    /** Whether {@code failure}, or any failure behind it, is a database's whose SQLSTATE {@code state} accepts. */
    private static boolean stateOf(Throwable failure, Predicate<String> state) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getSQLState() != null && state.test(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A database that answered, at once, that it could not do this call now: read-only, out of disk, or a statement
     * it gave up on. The breaker hears a success: opened, it would refuse the calls the database can serve too.
     */
    private static boolean answeredNotNow(String state) {
        return state.equals(READ_ONLY) || state.equals(DISK_FULL) || GAVE_UP.contains(state);
    }

    private static boolean unavailable(SQLException failure) {
        String state = failure.getSQLState();
        if (state == null) {
            return EVICTED_CONNECTION.equals(failure.getMessage());
        }
        return state.length() >= 2 && UNAVAILABLE_CLASSES.contains(state.substring(0, 2))
                || SERVER_GOING_AWAY.contains(state) || answeredNotNow(state);
    }

    private static <T> T translating(Class<T> port, T target, CircuitBreaker breaker, Throttled renewSessions) {
        return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
                return method.invoke(target, args);
            }
            if (method.getReturnType() == ChangeLog.class) {
                return translating(ChangeLog.class, (ChangeLog) method.invoke(target, args), breaker,
                        renewSessions);
            }
            if (!breaker.tryAcquirePermission()) {
                throw new StoreUnavailableException(CallNotPermittedException.createCallNotPermittedException(breaker));
            }
            long start = breaker.getCurrentTimestamp();
            try {
                Object result = method.invoke(target, args);
                breaker.onSuccess(breaker.getCurrentTimestamp() - start, breaker.getTimestampUnit());
                return result;
            } catch (InvocationTargetException e) {
                Throwable failure = e.getCause();
                long took = breaker.getCurrentTimestamp() - start;
                if (explains(failure)) {
                    if (stateOf(failure, StoreOutage::answeredNotNow)) {
                        breaker.onSuccess(took, breaker.getTimestampUnit());
                        if (stateOf(failure, READ_ONLY::equals)) {
                            renewSessions.run();
                        }
                    } else {
                        breaker.onError(took, breaker.getTimestampUnit(), failure);
                    }
                    throw new StoreUnavailableException(failure);
                }
                // A statement that failed on a database that answered: the database is there.
                breaker.onSuccess(took, breaker.getTimestampUnit());
                throw failure;
            }
        }));
    }
}
