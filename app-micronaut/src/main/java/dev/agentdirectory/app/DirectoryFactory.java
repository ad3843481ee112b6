package dev.agentdirectory.app;

import dev.agentdirectory.app.metrics.MeteredEvents;
import dev.agentdirectory.app.metrics.TimedSearchIndex;
import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.change.FollowSettings;
import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.health.ReprobeSchedule;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.embedding.MiniLmEmbedder;
import dev.agentdirectory.persistence.search.LuceneSearchIndex;
import dev.agentdirectory.persistence.search.SearchVocabulary;
import dev.agentdirectory.persistence.store.H2FileHousekeeping;
import dev.agentdirectory.persistence.store.PooledSessions;
import dev.agentdirectory.persistence.store.StoreOutage;
import dev.agentdirectory.probe.AddressGuard;
import dev.agentdirectory.probe.HttpProber;
import dev.agentdirectory.probe.ProbeLimits;
import io.micrometer.core.instrument.MeterRegistry;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import io.micronaut.jdbc.DataSourceResolver;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import javax.sql.DataSource;

/** Wires the core through its builder, the one way to wire it, from the adapters and the configuration. */
@Factory
public class DirectoryFactory {

    /**
     * Where in the data directory the embedding model and ONNX Runtime's native libraries are unpacked, once (see
     * MiniLmEmbedder).
     */
    public static final String UNPACKED_MODEL = "native";

    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }

    @Singleton
    @Requires(missingBeans = HeapRelease.class)
    HeapRelease heapRelease() {
        return HeapRelease.FULL_COLLECTION;
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
    HttpProber prober(BackgroundLoad<HttpProber> building) {
        return building.take();
    }

    /**
     * Building the prober's HTTP client reads the TLS trust store and the public suffix list: about half a second of a
     * JVM's start, begun first thing and made beside the rest (see BackgroundLoad).
     */
    @Context
    @Order(Ordered.HIGHEST_PRECEDENCE)
    @Bean(preDestroy = "close")
    BackgroundLoad<HttpProber> proberBuilding(
            @Value("${directory.probe.allow-private-networks:false}") boolean allowPrivateNetworks,
            @Value("${directory.probe.max-concurrent:32}") int maxConcurrent,
            @Value("${directory.probe.max-queued:16}") int maxQueued,
            @Value("${directory.probe.per-host-concurrent:2}") int perHostConcurrent,
            @Value("${directory.probe.per-host-per-minute:30}") int perHostPerMinute,
            @Value("${directory.probe.max-header-count:100}") int maxHeaderCount,
            @Value("${directory.probe.max-line-length:8192}") int maxLineLength,
            @Value("${directory.probe.max-head-bytes:65536}") int maxHeadBytes,
            @Value("${directory.probe.dns-threads:4}") int dnsThreads) {
        ProbeLimits limits = new ProbeLimits(maxConcurrent, maxQueued, perHostConcurrent, perHostPerMinute,
                maxHeaderCount, maxLineLength, maxHeadBytes, dnsThreads);
        return BackgroundLoad.start("Prober", () -> new HttpProber(new AddressGuard(allowPrivateNetworks), limits));
    }

    /** Each instance keeps its own index, on its own disk: it is derived from the store and follows its log. */
    @Singleton
    @Bean(preDestroy = "close")
    LuceneSearchIndex searchIndex(BackgroundLoad<LuceneSearchIndex> opening) {
        return opening.take();
    }

    /** Opening the index takes about half a second of a JVM's start: begun first thing, beside the rest. */
    @Context
    @Order(Ordered.HIGHEST_PRECEDENCE)
    @Bean(preDestroy = "close")
    BackgroundLoad<LuceneSearchIndex> searchIndexOpening(
            @Value("${directory.search.index-dir:}") String indexDir,
            @Value("${directory.data-dir:./data}") String dataDir,
            @Value("${directory.search.vocabulary-file:}") String vocabularyFile) {
        Path folder = indexDir.isBlank() ? Path.of(dataDir, "index") : Path.of(indexDir);
        return BackgroundLoad.start("Search index", () -> {
            SearchVocabulary vocabulary = vocabularyFile.isBlank()
                    ? SearchVocabulary.NONE : SearchVocabulary.read(Path.of(vocabularyFile));
            return LuceneSearchIndex.open(folder, vocabulary);
        });
    }

    /**
     * The model behind search by meaning, loaded once; with {@code directory.search.semantic.enabled=false} there is
     * none, and search is by words only.
     */
    @Singleton
    @Requires(condition = SemanticSearchEnabled.class)
    @Bean(preDestroy = "close")
    MiniLmEmbedder embedder(BackgroundLoad<MiniLmEmbedder> loading) {
        return loading.take();
    }

    /**
     * Loading the model takes about a second of a JVM's start (its native libraries, 23 MB of model, the session):
     * begun first thing, beside the rest.
     */
    @Context
    @Order(Ordered.HIGHEST_PRECEDENCE)
    @Bean(preDestroy = "close")
    @Requires(condition = SemanticSearchEnabled.class)
    BackgroundLoad<MiniLmEmbedder> embedderLoading(@Value("${directory.data-dir:./data}") String dataDir) {
        return BackgroundLoad.start("Embedding model " + MiniLmEmbedder.MODEL,
                () -> MiniLmEmbedder.load(Path.of(dataDir, UNPACKED_MODEL)));
    }

    /**
     * The embedded H2 file's housekeeping, when the store is an H2 file (PostgreSQL keeps its own files), on the
     * pool's own data source: the one injected lends only the connection of a transaction or connection scope in
     * progress, and the housekeeping runs outside any.
     */
    @Singleton
    @Requires(property = "datasources.default.url", pattern = "jdbc:h2:file:.*")
    H2FileHousekeeping storeHousekeeping(DataSource dataSource, DataSourceResolver resolver,
                                         @Value("${directory.store.housekeeping-bytes:16777216}") int bytesPerRound) {
        return new H2FileHousekeeping(resolver.resolve(dataSource), bytesPerRound);
    }

    @Singleton
    FollowSettings following(@Value("${directory.search.settle-time:30s}") Duration settleTime,
                             @Value("${directory.search.batch-size:1000}") int batchSize,
                             @Value("${directory.search.opening-wait:10s}") Duration openingWait) {
        return new FollowSettings(settleTime, batchSize, openingWait);
    }

    /** With metrics switched off ({@code micronaut.metrics.enabled=false}) there is no registry, and nothing meters. */
    @Singleton
    Directory directory(ListingStore store, DataSource dataSource, DataSourceResolver resolver,
                        LuceneSearchIndex searchIndex, HttpProber prober, Clock clock,
                        DirectorySettings settings, FollowSettings following, @Nullable MeterRegistry metrics,
                        @Nullable MiniLmEmbedder embedder) {
        SearchIndex index = metrics == null ? searchIndex : new TimedSearchIndex(searchIndex, metrics);
        DirectoryEvents events = metrics == null ? DirectoryEvents.NONE : new MeteredEvents(metrics);
        return Directory.builder()
                .store(StoreOutage.translated(store, new PooledSessions(resolver.resolve(dataSource))))
                .searchIndex(index)
                .events(events)
                .prober(prober)
                .clock(clock)
                .settings(settings)
                .following(following)
                .embedder(embedder)
                .build();
    }
}
