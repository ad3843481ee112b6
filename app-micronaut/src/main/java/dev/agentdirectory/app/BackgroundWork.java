package dev.agentdirectory.app;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The service's background work, which a stop waits for before the store and the index are closed under it. Work
 * that ran on after the stop would not just fail: the framework makes again, on demand, a bean the stop has closed, so
 * a store call made then would open a new connection pool on the database and leave it open behind the stopped
 * service.
 *
 * <p>Work runs under a shared lock, which the stop takes exclusively and keeps: from the stop on, no work starts.
 * Long work asks {@link #stopping()} between its steps and ends early.
 */
final class BackgroundWork {

    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private volatile boolean stopping;

    /** Runs {@code work} on the calling thread unless the stop has begun; answers whether it ran. */
    boolean run(Runnable work) {
        if (stopping || !lock.readLock().tryLock()) {
            return false;
        }
        try {
            if (stopping) {
                return false;
            }
            work.run();
            return true;
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Whether the stop has begun: long work ends after the step in hand. */
    boolean stopping() {
        return stopping;
    }

    /** No work starts from here on; what runs goes on, and {@link #stop} waits for it. */
    void refuseNew() {
        stopping = true;
    }

    /**
     * Refuses new work, then waits at most {@code bound} for the work that runs to end. Answers whether it ended;
     * when it did not, the stop goes on anyway, and that work fails on the closed store.
     */
    boolean stop(Duration bound) throws InterruptedException {
        refuseNew();
        return lock.writeLock().tryLock(bound.toNanos(), TimeUnit.NANOSECONDS);
    }
}
