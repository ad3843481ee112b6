package dev.agentdirectory.app.metrics;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * A value read again only once it is older than its interval: the gauges of one scrape share one read, and
 * scrapes closer together than the interval share it too.
 */
final class Refreshed<T> implements Supplier<T> {

    private final Supplier<T> read;
    private final long intervalNanos;
    private T value;
    private long readAt;

    Refreshed(Supplier<T> read, Duration interval) {
        this.read = read;
        this.intervalNanos = interval.toNanos();
    }

    @Override
    public synchronized T get() {
        long now = System.nanoTime();
        if (value == null || now - readAt >= intervalNanos) {
            value = read.get();
            readAt = now;
        }
        return value;
    }
}
