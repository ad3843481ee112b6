package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.ListingStoreContract;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

class H2ListingStoreTest extends ListingStoreContract implements FeedBesideOpenWrites, EmbeddingModelChange,
        RowsThisReleaseCannotRead {

    private static StoreContext database;

    @BeforeAll
    static void startDatabase() {
        database = StoreContext.start("jdbc:h2:mem:" + UUID.randomUUID()
                + ";DB_CLOSE_DELAY=-1;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH", "sa", "");
    }

    @AfterAll
    static void stopDatabase() {
        database.close();
    }

    @Override
    public StoreContext database() {
        return database;
    }

    @Override
    protected ListingStore store() {
        return database.emptyStore();
    }
}
