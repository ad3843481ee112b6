package dev.agentdirectory.http;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.scheduling.executor.ExecutorConfiguration;
import io.micronaut.scheduling.executor.ExecutorType;
import io.micronaut.scheduling.executor.UserExecutorConfiguration;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

/**
 * The thread pools requests run on. Requests that probe a URL (register, a URL-changing update, report) may wait
 * seconds on a listed host; they run on their own pool, so that search and every other fast request never
 * queues behind them. Searches use the processor and nothing else: a pool of one thread per core runs them, since
 * more threads than cores would only share the cores among more searches at a time, each slower, and none sooner.
 */
@Factory
public class RequestExecutors {

    /** Configured under {@code micronaut.executors.probing}; 64 threads when the configuration says nothing. */
    public static final String PROBING = "probing";

    /** Configured under {@code micronaut.executors.search}; one thread per core when the configuration says nothing. */
    public static final String SEARCH = "search";

    @Singleton
    @Named(SEARCH)
    @Requires(missingProperty = "micronaut.executors." + SEARCH)
    ExecutorConfiguration searchDefaults() {
        return UserExecutorConfiguration.of(ExecutorType.FIXED, Runtime.getRuntime().availableProcessors());
    }

    @Singleton
    @Named(PROBING)
    @Requires(missingProperty = "micronaut.executors." + PROBING)
    ExecutorConfiguration probingDefaults() {
        return UserExecutorConfiguration.of(ExecutorType.FIXED, 64);
    }
}
