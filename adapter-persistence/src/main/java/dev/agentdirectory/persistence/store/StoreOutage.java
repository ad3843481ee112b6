package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.error.StoreUnavailableException;
import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;

/**
 * Tells a database that cannot be reached from a statement that failed, and says so to the core in its own words: a
 * store whose calls throw {@link StoreUnavailableException} when no connection could be had (the pool waited its
 * connection timeout for one) or the connection was lost during the call. Any other failure passes through as it was.
 */
public final class StoreOutage {

    /**
     * SQLSTATE classes and codes of an unreachable database: 08 (connection exception); 57P01–57P03, the server shut
     * down or not yet accepting connections; 53300, no connection slot left.
     */
    private static final Set<String> UNREACHABLE_STATES = Set.of("57P01", "57P02", "57P03", "53300");
    private static final String CONNECTION_EXCEPTION_CLASS = "08";

    /**
     * What the pool (HikariCP) answers, with no state, to every call on a connection it closed as broken after one of
     * the failures above. A transaction's clean-up makes such calls once its statement lost the connection, and the
     * framework then throws the clean-up's failure in place of the one that told why.
     */
    private static final String EVICTED_CONNECTION = "Connection is closed";

    private StoreOutage() {
    }

    /** {@code store}, and its change log, with an unreachable database reported as {@link StoreUnavailableException}. */
    public static ListingStore translated(ListingStore store) {
        return translating(ListingStore.class, store);
    }

    /** Whether {@code failure}, or any failure behind it, says the database could not be reached. */
    static boolean explains(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof SQLTransientConnectionException
                    || cause instanceof SQLNonTransientConnectionException
                    || cause instanceof SQLException sql && unreachable(sql)) {
                return true;
            }
        }
        return false;
    }

    private static boolean unreachable(SQLException failure) {
        String state = failure.getSQLState();
        if (state == null) {
            return EVICTED_CONNECTION.equals(failure.getMessage());
        }
        return state.startsWith(CONNECTION_EXCEPTION_CLASS) || UNREACHABLE_STATES.contains(state);
    }

    private static <T> T translating(Class<T> port, T target) {
        return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (proxy, method, args) -> {
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                if (explains(e.getCause())) {
                    throw new StoreUnavailableException(e.getCause());
                }
                throw e.getCause();
            }
            return result instanceof ChangeLog log ? translating(ChangeLog.class, log) : result;
        }));
    }
}
