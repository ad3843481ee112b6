package dev.agentdirectory.app;

import io.micronaut.configuration.jdbc.hikari.DatasourceConfiguration;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.inject.Singleton;
import java.time.Duration;

/**
 * Bounds how long a call waits for PostgreSQL's answer ({@code directory.store.network-timeout}, the driver's
 * {@code socketTimeout}). A database that stops answering without closing the connection, as behind a network
 * partition that drops packets, would otherwise hold every call under way, and its request thread, for as long as the
 * operating system keeps the connection: about a quarter of an hour on Linux when the request was lost, for ever when
 * only the answer was; the server closes the client's connection after 30 s with no answer at all. Past the timeout
 * the driver drops the connection and the call is answered like any other on an unavailable database (503). A
 * {@code socketTimeout} set in the URL or in {@code datasources.default.data-source-properties} is kept. The embedded
 * H2 has no network and is left as it is.
 */
@Singleton
final class PostgresNetworkTimeout implements BeanCreatedEventListener<DatasourceConfiguration> {

    private static final String POSTGRESQL = "jdbc:postgresql:";
    private static final String SOCKET_TIMEOUT = "socketTimeout";

    private final Duration timeout;

    PostgresNetworkTimeout(@Value("${directory.store.network-timeout:10s}") Duration timeout) {
        this.timeout = timeout;
    }

    @Override
    public DatasourceConfiguration onCreated(BeanCreatedEvent<DatasourceConfiguration> event) {
        return appliedTo(event.getBean());
    }

    DatasourceConfiguration appliedTo(DatasourceConfiguration datasource) {
        String url = datasource.getUrl();
        if (url != null && url.startsWith(POSTGRESQL) && !setIn(url)
                && !datasource.getDataSourceProperties().containsKey(SOCKET_TIMEOUT)) {
            datasource.addDataSourceProperty(SOCKET_TIMEOUT, Long.toString(seconds(timeout)));
        }
        return datasource;
    }

    private static boolean setIn(String url) {
        int query = url.indexOf('?');
        return query >= 0 && ("&" + url.substring(query + 1)).contains("&" + SOCKET_TIMEOUT + "=");
    }

    /** The driver counts whole seconds, and 0 waits for ever: a timeout under a second is a second. */
    private static long seconds(Duration timeout) {
        if (timeout.isZero() || timeout.isNegative()) {
            return 0;
        }
        return Math.max(1, (timeout.toMillis() + 999) / 1000);
    }
}
