package dev.agentdirectory.http.ratelimit;

/** A request over its client's budget, found past the filter (a PATCH that turns out to change the URL). */
public final class RateLimitedException extends RuntimeException {

    private final long retryAfterSeconds;

    public RateLimitedException(long retryAfterSeconds) {
        super(RateLimits.refusal(retryAfterSeconds), null, false, false);
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
