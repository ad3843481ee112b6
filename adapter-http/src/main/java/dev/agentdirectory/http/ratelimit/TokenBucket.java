package dev.agentdirectory.http.ratelimit;

/**
 * A token bucket: {@code capacity} tokens, refilled continuously at {@code capacity} per minute. Time is passed
 * in (nanoseconds from any fixed origin) so that the arithmetic is testable.
 */
final class TokenBucket {

    private static final double NANOS_PER_MINUTE = 60e9;

    private final int capacity;
    private double tokens;
    private long updatedAt;

    TokenBucket(int capacity, long now) {
        this.capacity = capacity;
        this.tokens = capacity;
        this.updatedAt = now;
    }

    /** Takes one token; answers 0 when it was there, else the whole seconds until one will be. */
    synchronized long tryTake(long now) {
        refill(now);
        if (tokens >= 1) {
            tokens -= 1;
            return 0;
        }
        double nanosToNextToken = (1 - tokens) * NANOS_PER_MINUTE / capacity;
        return Math.max(1, (long) Math.ceil(nanosToNextToken / 1e9));
    }

    /** Whether the bucket has refilled completely, so forgetting it changes nothing. */
    synchronized boolean isFull(long now) {
        refill(now);
        return tokens >= capacity;
    }

    private void refill(long now) {
        long elapsed = Math.max(0, now - updatedAt);
        tokens = Math.min(capacity, tokens + elapsed * capacity / NANOS_PER_MINUTE);
        updatedAt = now;
    }
}
