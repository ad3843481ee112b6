package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.ListingStoreContract;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PostgresListingStoreTest extends ListingStoreContract implements FeedBesideOpenWrites, EmbeddingModelChange,
        RowsThisReleaseCannotRead {

    private static EmbeddedPostgres postgres;
    private static StoreContext database;

    @BeforeAll
    static void startDatabase() throws IOException {
        postgres = EmbeddedPostgres.start();
        database = StoreContext.start(postgres.getJdbcUrl("postgres", "postgres"), "postgres", "postgres");
    }

    @AfterAll
    static void stopDatabase() throws IOException {
        database.close();
        postgres.close();
    }

    @Override
    public StoreContext database() {
        return database;
    }

    @Test
    void postgresKeepsItsOwnFilesAndHasNoEmbeddedFileToTidy() {
        assertEquals(Optional.empty(), new H2FileHousekeeping(postgres.getPostgresDatabase(), 1 << 20).tidy());
    }

    @Override
    protected ListingStore store() {
        return database.emptyStore();
    }
}
