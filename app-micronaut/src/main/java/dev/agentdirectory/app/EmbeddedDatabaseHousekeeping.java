package dev.agentdirectory.app;

import dev.agentdirectory.persistence.store.H2FileHousekeeping;
import io.micronaut.context.annotation.Requires;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the embedded H2 file's housekeeping ({@link H2FileHousekeeping}) every second, a bounded round at a time, as
 * H2's own background writer would several times a second. There is none on PostgreSQL, which keeps its own files.
 */
@Singleton
@Requires(beans = H2FileHousekeeping.class)
class EmbeddedDatabaseHousekeeping {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedDatabaseHousekeeping.class);

    private final H2FileHousekeeping housekeeping;

    EmbeddedDatabaseHousekeeping(H2FileHousekeeping housekeeping) {
        this.housekeeping = housekeeping;
    }

    @Scheduled(fixedDelay = "${directory.store.housekeeping-interval:1s}", initialDelay = "10s")
    void tidy() {
        try {
            housekeeping.tidy();
        } catch (RuntimeException e) {
            LOG.warn("The embedded database's file could not be tidied; it is tried again shortly", e);
        }
    }
}
