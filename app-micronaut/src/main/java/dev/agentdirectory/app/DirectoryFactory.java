package dev.agentdirectory.app;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.health.ReprobeSchedule;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.persistence.search.LuceneSearchIndex;
import dev.agentdirectory.probe.AddressGuard;
import dev.agentdirectory.probe.HttpProber;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;

/** Wires the core through its builder, the one way to wire it, from the adapters and the configuration. */
@Factory
public class DirectoryFactory {

    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }

    @Singleton
    DirectorySettings settings(
            @Value("${directory.probe.report-cooldown:60s}") Duration reportCooldown,
            @Value("${directory.demotion.threshold:3}") int demotionThreshold,
            @Value("${directory.demotion.hide-after:7d}") Duration hideAfter,
            @Value("${directory.reprobe.first-retry:1m}") Duration firstRetry,
            @Value("${directory.reprobe.max-retry:24h}") Duration maxRetry,
            @Value("${directory.reprobe.healthy-interval:24h}") Duration healthyInterval) {
        return new DirectorySettings(reportCooldown, new DemotionPolicy(demotionThreshold, hideAfter),
                new ReprobeSchedule(firstRetry, maxRetry, healthyInterval));
    }

    @Singleton
    @Bean(preDestroy = "close")
    HttpProber prober(@Value("${directory.probe.allow-private-networks:false}") boolean allowPrivateNetworks) {
        return new HttpProber(new AddressGuard(allowPrivateNetworks));
    }

    @Singleton
    @Bean(preDestroy = "close")
    LuceneSearchIndex searchIndex() {
        return new LuceneSearchIndex();
    }

    @Singleton
    Directory directory(ListingStore store, LuceneSearchIndex searchIndex, HttpProber prober, Clock clock,
                        DirectorySettings settings) {
        return Directory.builder()
                .store(store)
                .searchIndex(searchIndex)
                .prober(prober)
                .clock(clock)
                .settings(settings)
                .build();
    }
}
