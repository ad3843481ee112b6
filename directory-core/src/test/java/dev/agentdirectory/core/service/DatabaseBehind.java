package dev.agentdirectory.core.service;

import dev.agentdirectory.core.port.out.ChangeLog;
import dev.agentdirectory.core.port.out.ListingStore;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A store whose database the test can swap under it, as an operator restores an older copy or a failover promotes a
 * standby that lacked the last writes: the copy keeps the log's identity (it is the same database, gone back in time)
 * and holds what it held then.
 */
final class DatabaseBehind {

    private final AtomicReference<ListingStore> database;
    private final String logId;

    DatabaseBehind(ListingStore database) {
        this.database = new AtomicReference<>(database);
        this.logId = database.changeLog().id();
    }

    /** The database now holds {@code olderCopy}, under the log identity it had. */
    void goBackTo(ListingStore olderCopy) {
        database.set(olderCopy);
    }

    /** The store as the application holds it: whatever database is behind it at each call. */
    ListingStore store() {
        return forwarding(ListingStore.class, (proxy, method, args) -> method.getName().equals("changeLog")
                ? log() : invoke(database.get(), method, args));
    }

    private ChangeLog log() {
        return forwarding(ChangeLog.class, (proxy, method, args) -> method.getName().equals("id")
                ? logId : invoke(database.get().changeLog(), method, args));
    }

    private static <T> T forwarding(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
