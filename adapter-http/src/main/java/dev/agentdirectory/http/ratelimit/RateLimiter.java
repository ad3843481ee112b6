package dev.agentdirectory.http.ratelimit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * One token bucket per client for one kind of request. Full buckets are forgotten now and then, and the table
 * holds at most {@code maxClients}: when a flood of distinct addresses fills it, clients not yet in it share one
 * overflow bucket until sweeps make room, so memory stays bounded; a client already tracked keeps its own. While the
 * table is full, a newcomer sweeps it at most once a second: a sweep for each newcomer made every request of such a
 * flood walk the whole table.
 */
final class RateLimiter {

    private static final long SWEEP_EVERY_NANOS = 60_000_000_000L;
    private static final long SWEEP_WHEN_FULL_EVERY_NANOS = 1_000_000_000L;
    static final String OVERFLOW = "(overflow)";

    private final int perMinute;
    private final int maxClients;
    private final LongSupplier nanoTime;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    private final AtomicLong lastSweep;

    RateLimiter(int perMinute, int maxClients, LongSupplier nanoTime) {
        if (perMinute < 1) {
            throw new IllegalArgumentException("a rate limit allows at least one request a minute");
        }
        if (maxClients < 1) {
            throw new IllegalArgumentException("a rate limit tracks at least one client");
        }
        this.perMinute = perMinute;
        this.maxClients = maxClients;
        this.nanoTime = nanoTime;
        this.lastSweep = new AtomicLong(nanoTime.getAsLong());
    }

    /** Answers 0 when the client may go ahead, else the seconds it should wait. */
    long tryAcquire(String client) {
        long now = nanoTime.getAsLong();
        sweepIfDue(now, false);
        TokenBucket bucket = buckets.get(client);
        if (bucket == null) {
            if (buckets.size() >= maxClients) {
                sweepIfDue(now, true);
            }
            String key = buckets.size() >= maxClients ? OVERFLOW : client;
            bucket = buckets.computeIfAbsent(key, ignored -> new TokenBucket(perMinute, now));
        }
        return bucket.tryTake(now);
    }

    int trackedClients() {
        return buckets.size();
    }

    private void sweepIfDue(long now, boolean full) {
        long last = lastSweep.get();
        long every = full ? SWEEP_WHEN_FULL_EVERY_NANOS : SWEEP_EVERY_NANOS;
        if (now - last >= every && lastSweep.compareAndSet(last, now)) {
            buckets.values().removeIf(bucket -> bucket.isFull(now));
        }
    }
}
