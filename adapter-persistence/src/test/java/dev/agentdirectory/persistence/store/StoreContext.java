package dev.agentdirectory.persistence.store;

import io.micronaut.context.ApplicationContext;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/** The production wiring (Micronaut Data repository, Hikari, Flyway) around one database, for store tests. */
final class StoreContext implements AutoCloseable {

    private final ApplicationContext context;
    private final String url;
    private final String username;
    private final String password;

    private StoreContext(ApplicationContext context, String url, String username, String password) {
        this.context = context;
        this.url = url;
        this.username = username;
        this.password = password;
    }

    static StoreContext start(String url, String username, String password) {
        ApplicationContext context = ApplicationContext.run(Map.of(
                "datasources.default.url", url,
                "datasources.default.username", username,
                "datasources.default.password", password,
                "flyway.datasources.default.enabled", true));
        return new StoreContext(context, url, username, password);
    }

    /** A connection of its own, for a test to hold a transaction open beside the store's. */
    Connection connect() throws SQLException {
        return DriverManager.getConnection(url, username, password);
    }

    JdbcListingStore emptyStore() {
        try (Connection connection = connect();
             Statement statement = connection.createStatement()) {
            statement.executeUpdate("DELETE FROM listings");
            statement.executeUpdate("DELETE FROM listing_changes");
            statement.executeUpdate("UPDATE change_log SET pruned_through = 0, pruned_before = NULL");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return context.getBean(JdbcListingStore.class);
    }

    /** An empty store as a process that has just started sees it: it has not looked for other models' embeddings. */
    JdbcListingStore freshStore() {
        emptyStore();
        return new JdbcListingStore(context.getBean(ListingRowRepository.class),
                context.getBean(ChangeRowRepository.class), context.getBean(JdbcChangeLog.class),
                context.getBean(UnreadableRows.class));
    }

    @Override
    public void close() {
        context.close();
    }
}
