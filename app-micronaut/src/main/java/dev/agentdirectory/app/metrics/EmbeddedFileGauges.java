package dev.agentdirectory.app.metrics;

import dev.agentdirectory.persistence.store.H2FileHousekeeping;
import dev.agentdirectory.persistence.store.H2FileHousekeeping.FileState;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import io.micronaut.context.BeanProvider;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * The embedded H2 file's size and how much of it is live data, read when Prometheus scrapes, so that an operator
 * sees the disk it takes and whether its housekeeping keeps up. Only with an H2 file for a store.
 */
@Singleton
@Requires(beans = H2FileHousekeeping.class)
public class EmbeddedFileGauges implements MeterBinder {

    /** The data source it reads through is made after the registry, which meters its pool: looked up at a scrape. */
    private final BeanProvider<H2FileHousekeeping> housekeeping;

    EmbeddedFileGauges(BeanProvider<H2FileHousekeeping> housekeeping) {
        this.housekeeping = housekeeping;
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        Refreshed<Optional<FileState>> state = new Refreshed<>(() -> housekeeping.get().state(),
                Duration.ofSeconds(1));
        Gauge.builder(MetricNames.STORE_FILE, state, ofFile(FileState::fileBytes))
                .description("The embedded H2 database's file")
                .baseUnit("bytes").strongReference(true).register(registry);
        Gauge.builder(MetricNames.STORE_CHUNK_FILL, state, ofFile(file -> file.chunkFillPercent() / 100.0))
                .description("Live data's share of the chunks in the embedded H2 database's file: low while writes "
                        + "go on, back near 1 within minutes of them slowing down")
                .baseUnit("ratio").strongReference(true).register(registry);
    }

    /** What {@code read} reads of the file, or NaN when there is none or it cannot be read. */
    private static ToDoubleFunction<Refreshed<Optional<FileState>>> ofFile(ToDoubleFunction<FileState> read) {
        return DirectoryGauges.orNaN(state -> state.get().map(read::applyAsDouble).orElse(Double.NaN));
    }
}
