package dev.agentdirectory.app.metrics;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.port.in.EmbedListingsUseCase;
import dev.agentdirectory.core.change.FollowState;
import dev.agentdirectory.core.search.StandingCounts;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.TimeGauge;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

/**
 * Listings by health and the search index's lag, read when Prometheus scrapes. The counts come from this instance's
 * index (one pass over doc values, no database query) and are kept for {@code directory.metrics.count-interval};
 * the lag asks the store for its log's head once per scrape. Every instance reports the whole directory: aggregate
 * the listing counts across instances with max, not sum. A read that fails (the store unreachable) reads NaN.
 */
@Singleton
public class DirectoryGauges implements MeterBinder {

    /** The directory is made after the registry, with meters from it: it is looked up at the first scrape. */
    private final BeanProvider<Directory> directory;
    private final Clock clock;
    private final Duration countInterval;

    DirectoryGauges(BeanProvider<Directory> directory, Clock clock,
                    @Value("${directory.metrics.count-interval:15s}") Duration countInterval) {
        this.directory = directory;
        this.clock = clock;
        this.countInterval = countInterval;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Refreshed<StandingCounts> counts = new Refreshed<>(() -> directory.get().counts().countByStanding(),
                countInterval);
        listings(registry, counts, "ok", StandingCounts::healthy);
        listings(registry, counts, "failing", StandingCounts::unhealthy);
        listings(registry, counts, "demoted", StandingCounts::demoted);
        listings(registry, counts, "hidden", StandingCounts::hidden);

        // Long enough for the gauges of one scrape to share a read, short enough for every scrape to read anew.
        Refreshed<FollowState> state = new Refreshed<>(() -> directory.get().indexFollower().state(),
                Duration.ofSeconds(1));
        Gauge.builder(MetricNames.INDEX_LAG_CHANGES, state, orNaN(s -> s.get().behind()))
                .description("Changes in the store's log that this instance's search index has not applied")
                .strongReference(true).register(registry);
        TimeGauge.builder(MetricNames.INDEX_LAG, state, TimeUnit.NANOSECONDS,
                        orNaN(s -> s.get().lagAt(clock.instant()).toNanos()))
                .description("Time since the start of the index's last finished catch-up with the store: search "
                        + "may miss changes made since")
                .strongReference(true).register(registry);
        Refreshed<Long> awaiting = new Refreshed<>(
                () -> directory.get().embedding().map(EmbedListingsUseCase::awaiting).orElse(0L), Duration.ofSeconds(1));
        Gauge.builder(MetricNames.AWAITING_EMBEDDING, awaiting, orNaN(a -> a.get()))
                .description("Listings found by their words only until the embedder has been by (0 when search "
                        + "by meaning is off)")
                .strongReference(true).register(registry);
    }

    private static void listings(MeterRegistry registry, Refreshed<StandingCounts> counts, String health,
                                 ToDoubleFunction<StandingCounts> count) {
        Gauge.builder(MetricNames.LISTINGS, counts, orNaN(c -> count.applyAsDouble(c.get())))
                .description("Listings by health, as this instance's search index holds them")
                .tag("health", health).strongReference(true).register(registry);
    }

    /** {@code read}, or NaN when the read fails (the store unreachable). */
    static <T extends Supplier<?>> ToDoubleFunction<T> orNaN(ToDoubleFunction<T> read) {
        return source -> {
            try {
                return read.applyAsDouble(source);
            } catch (RuntimeException unreadable) {
                return Double.NaN;
            }
        };
    }
}
