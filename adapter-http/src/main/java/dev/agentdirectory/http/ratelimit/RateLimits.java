package dev.agentdirectory.http.ratelimit;

import dev.agentdirectory.core.port.in.UpdateCommand;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.util.EnumMap;
import java.util.Map;

/**
 * Per-client token buckets, one table per {@link LimitedAction}, shared by the REST routes and the MCP tools
 * that mirror them: a search over MCP spends the same budget as {@code POST /search}.
 */
@Singleton
public class RateLimits {

    private final boolean enabled;
    private final Map<LimitedAction, RateLimiter> limiters = new EnumMap<>(LimitedAction.class);
    private final Map<LimitedAction, Integer> perMinute = new EnumMap<>(LimitedAction.class);

    public RateLimits(@Value("${directory.rate-limit.enabled:true}") boolean enabled,
                      @Value("${directory.rate-limit.register-per-minute:10}") int registerPerMinute,
                      @Value("${directory.rate-limit.report-per-minute:30}") int reportPerMinute,
                      @Value("${directory.rate-limit.search-per-minute:600}") int searchPerMinute,
                      @Value("${directory.rate-limit.feed-per-minute:120}") int feedPerMinute,
                      @Value("${directory.rate-limit.max-clients:100000}") int maxClients) {
        this.enabled = enabled;
        perMinute.put(LimitedAction.REGISTER, registerPerMinute);
        perMinute.put(LimitedAction.REPORT, reportPerMinute);
        perMinute.put(LimitedAction.SEARCH, searchPerMinute);
        // A budget of its own, so a subregistry that mirrors the feed and searches from one address does neither
        // at the other's expense.
        perMinute.put(LimitedAction.FEED, feedPerMinute);
        perMinute.forEach((action, limit) -> limiters.put(action, new RateLimiter(limit, maxClients, System::nanoTime)));
    }

    /** Answers 0 when the client may go ahead (spending one token), else the seconds it should wait. */
    public long retryAfter(LimitedAction action, String client) {
        return enabled ? limiters.get(action).tryAcquire(client) : 0;
    }

    /**
     * A change of a listing's URL makes the directory probe a URL the client chose, as a registration does, so it
     * spends from the registration budget.
     */
    public long retryAfterUrlChange(UpdateCommand command, String client) {
        return command.sendsUrl() ? retryAfter(LimitedAction.REGISTER, client) : 0;
    }

    public int perMinute(LimitedAction action) {
        return perMinute.get(action);
    }

    public boolean enabled() {
        return enabled;
    }

    public static String refusal(long retryAfterSeconds) {
        return "Too many requests from your address; retry after " + retryAfterSeconds + " seconds";
    }
}
