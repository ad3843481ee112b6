package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.micronaut.configuration.jdbc.hikari.DatasourceConfiguration;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** PostgreSQL's calls wait at most the network timeout for an answer, unless the operator set the driver's own. */
class PostgresNetworkTimeoutTest {

    private static final PostgresNetworkTimeout TEN_SECONDS = new PostgresNetworkTimeout(Duration.ofSeconds(10));

    private static DatasourceConfiguration datasource(String url) {
        DatasourceConfiguration datasource = new DatasourceConfiguration("default");
        datasource.setUrl(url);
        return datasource;
    }

    private static Object socketTimeout(DatasourceConfiguration datasource) {
        return datasource.getDataSourceProperties().get("socketTimeout");
    }

    @Test
    void aPostgresqlDatabaseGetsTheTimeoutInWholeSeconds() {
        assertEquals("10", socketTimeout(TEN_SECONDS.appliedTo(datasource("jdbc:postgresql://db:5432/directory"))));
        assertEquals("2", socketTimeout(new PostgresNetworkTimeout(Duration.ofMillis(1500))
                .appliedTo(datasource("jdbc:postgresql://db/directory?sslmode=require"))));
        assertEquals("1", socketTimeout(new PostgresNetworkTimeout(Duration.ofMillis(200))
                .appliedTo(datasource("jdbc:postgresql://db/directory"))));
        assertEquals("0", socketTimeout(new PostgresNetworkTimeout(Duration.ZERO)
                .appliedTo(datasource("jdbc:postgresql://db/directory"))));
    }

    @Test
    void aTimeoutTheOperatorGaveTheDriverIsKept() {
        assertNull(socketTimeout(TEN_SECONDS.appliedTo(
                datasource("jdbc:postgresql://db/directory?sslmode=require&socketTimeout=60"))));
        assertNull(socketTimeout(TEN_SECONDS.appliedTo(datasource("jdbc:postgresql://db/directory?socketTimeout=0"))));
        DatasourceConfiguration configured = datasource("jdbc:postgresql://db/directory");
        configured.addDataSourceProperty("socketTimeout", "45");
        assertEquals("45", socketTimeout(TEN_SECONDS.appliedTo(configured)));
    }

    @Test
    void theEmbeddedDatabaseHasNoNetworkAndIsLeftAsItIs() {
        assertNull(socketTimeout(TEN_SECONDS.appliedTo(datasource("jdbc:h2:file:/srv/data/directory;MODE=PostgreSQL"))));
        assertNull(socketTimeout(TEN_SECONDS.appliedTo(datasource("jdbc:h2:mem:test"))));
    }
}
