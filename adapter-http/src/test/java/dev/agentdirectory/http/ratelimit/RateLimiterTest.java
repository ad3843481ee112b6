package dev.agentdirectory.http.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimiterTest {

    private static final long SECOND = 1_000_000_000L;

    private final AtomicLong now = new AtomicLong(0);
    private final RateLimiter limiter = new RateLimiter(10, now::get);

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
}
