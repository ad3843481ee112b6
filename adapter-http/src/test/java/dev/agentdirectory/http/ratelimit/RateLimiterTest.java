package dev.agentdirectory.http.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimiterTest {

    private static final long MILLISECOND = 1_000_000L;

    private static final long SECOND = 1_000_000_000L;

    private final AtomicLong now = new AtomicLong(0);
    private final RateLimiter limiter = new RateLimiter(10, 1000, now::get);

    @Test
    void aClientMakesAsManyRequestsAsTheLimitAtOnce() {
        for (int i = 0; i < 10; i++) {
            assertEquals(0, limiter.tryAcquire("1.2.3.4"), "request " + (i + 1));
        }
    }

    @Test
    void theRequestOverTheLimitIsToldHowLongToWait() {
        for (int i = 0; i < 10; i++) {
            limiter.tryAcquire("1.2.3.4");
        }

        assertEquals(6, limiter.tryAcquire("1.2.3.4"));
    }

    @Test
    void tokensComeBackAtTheLimitPerMinute() {
        for (int i = 0; i < 10; i++) {
            limiter.tryAcquire("1.2.3.4");
        }
        now.addAndGet(6 * SECOND);

        assertEquals(0, limiter.tryAcquire("1.2.3.4"));
        assertTrue(limiter.tryAcquire("1.2.3.4") > 0);
    }

    @Test
    void clientsHaveTheirOwnBuckets() {
        for (int i = 0; i < 10; i++) {
            limiter.tryAcquire("1.2.3.4");
        }

        assertEquals(0, limiter.tryAcquire("5.6.7.8"));
    }

    @Test
    void clientsWhoseBucketsRefilledAreForgotten() {
        limiter.tryAcquire("1.2.3.4");
        limiter.tryAcquire("5.6.7.8");
        now.addAndGet(61 * SECOND);

        limiter.tryAcquire("9.9.9.9");

        assertEquals(1, limiter.trackedClients());
    }

    @Test
    void aFloodOfDistinctClientsSharesOneOverflowBucketOnceTheTableIsFull() {
        RateLimiter small = new RateLimiter(10, 100, now::get);
        for (int i = 0; i < 100; i++) {
            small.tryAcquire("10.0.0." + i);
        }
        for (int i = 0; i < 10; i++) {
            assertEquals(0, small.tryAcquire("198.51.100." + i));
        }

        assertTrue(small.tryAcquire("203.0.113.7") > 0);
        assertEquals(101, small.trackedClients());
    }

    @Test
    void aFullTableIsSweptForANewcomerAtMostOnceASecond() {
        RateLimiter small = new RateLimiter(600, 2, now::get); // a spent token comes back in 0.1 s
        small.tryAcquire("10.0.0.1");
        small.tryAcquire("10.0.0.2");
        now.addAndGet(1500 * MILLISECOND);

        small.tryAcquire("10.0.0.3");
        assertEquals(1, small.trackedClients(), "swept: the newcomer has a bucket of its own");

        small.tryAcquire("10.0.0.4");
        now.addAndGet(500 * MILLISECOND);
        small.tryAcquire("10.0.0.5");
        assertEquals(3, small.trackedClients(), "half a second after the sweep, the newcomer shares the overflow");

        now.addAndGet(600 * MILLISECOND);
        small.tryAcquire("10.0.0.6");
        assertEquals(1, small.trackedClients(), "a second after it, the table is swept again");
    }
}
