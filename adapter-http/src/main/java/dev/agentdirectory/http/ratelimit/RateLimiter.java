package dev.agentdirectory.http.ratelimit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/** One token bucket per client address for one kind of request. Full buckets are forgotten now and then. */
final class RateLimiter {

    private static final long SWEEP_EVERY_NANOS = 60_000_000_000L;

    private final int perMinute;
    private final LongSupplier nanoTime;
    private final Map<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    private final AtomicLong lastSweep;

    RateLimiter(int perMinute, LongSupplier nanoTime) {
        if (perMinute < 1) {
            throw new IllegalArgumentException("a rate limit allows at least one request a minute");
        }
        this.perMinute = perMinute;
        this.nanoTime = nanoTime;
        this.lastSweep = new AtomicLong(nanoTime.getAsLong());
    }

    /** Answers 0 when the client may go ahead, else the seconds it should wait. */
    long tryAcquire(String client) {
        long now = nanoTime.getAsLong();
        sweepIfDue(now);
        return buckets.computeIfAbsent(client, key -> new TokenBucket(perMinute, now)).tryTake(now);
    }

    int trackedClients() {
        return buckets.size();
    }

    private void sweepIfDue(long now) {
        long last = lastSweep.get();
        if (now - last >= SWEEP_EVERY_NANOS && lastSweep.compareAndSet(last, now)) {
            buckets.values().removeIf(bucket -> bucket.isFull(now));
        }
    }
}
