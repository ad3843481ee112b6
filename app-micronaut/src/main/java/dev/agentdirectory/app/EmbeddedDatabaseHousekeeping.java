package dev.agentdirectory.app;

import dev.agentdirectory.persistence.store.H2FileHousekeeping;
import dev.agentdirectory.persistence.store.H2FileHousekeeping.FileState;
import io.micronaut.context.annotation.Value;
import io.micronaut.jdbc.DataSourceResolver;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import java.util.Optional;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the embedded H2 file's housekeeping ({@link H2FileHousekeeping}) every second, a bounded round at a time, as
 * H2's own background writer would several times a second; on PostgreSQL, which keeps its own files, a round does
 * nothing.
 */
@Singleton
class EmbeddedDatabaseHousekeeping {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedDatabaseHousekeeping.class);

    private final H2FileHousekeeping housekeeping;

    /**
     * The pool's own data source: the one injected lends only the connection of a transaction or connection scope
     * in progress, and the housekeeping runs outside any.
     */
    EmbeddedDatabaseHousekeeping(DataSource dataSource, DataSourceResolver resolver,
                                 @Value("${directory.store.housekeeping-bytes:16777216}") int bytesPerRound) {
        this.housekeeping = new H2FileHousekeeping(resolver.resolve(dataSource), bytesPerRound);
    }

    @Scheduled(fixedDelay = "${directory.store.housekeeping-interval:1s}", initialDelay = "10s")
    void tidy() {
        try {
            housekeeping.tidy();
        } catch (RuntimeException e) {
            LOG.warn("The embedded database's file could not be tidied; it is tried again shortly", e);
        }
    }

    /** The embedded file's state, or nothing on PostgreSQL. */
    Optional<FileState> state() {
        return housekeeping.state();
    }
}
