package dev.agentdirectory.app;

import io.micronaut.configuration.jdbc.hikari.DatasourceConfiguration;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import jakarta.inject.Singleton;
import java.nio.file.Path;

/**
 * Lets an operator name the data folder as any other path ({@code DIRECTORY_DATA_DIR=data}, from the working
 * directory): H2 refuses a file URL whose path is relative without a leading {@code ./}, so the embedded database's
 * URL gets the folder's absolute path. Any other URL is left as configured.
 */
@Singleton
final class EmbeddedDatabasePath implements BeanCreatedEventListener<DatasourceConfiguration> {

    private static final String H2_FILE = "jdbc:h2:file:";

    @Override
    public DatasourceConfiguration onCreated(BeanCreatedEvent<DatasourceConfiguration> event) {
        DatasourceConfiguration datasource = event.getBean();
        String url = datasource.getUrl();
        if (url != null) {
            datasource.setUrl(absolute(url, Path.of("").toAbsolutePath()));
        }
        return datasource;
    }

    /** {@code url} with its H2 file path resolved against {@code workingDirectory}, if it is relative. */
    static String absolute(String url, Path workingDirectory) {
        if (!url.startsWith(H2_FILE)) {
            return url;
        }
        String rest = url.substring(H2_FILE.length());
        int settings = rest.indexOf(';');
        String path = settings < 0 ? rest : rest.substring(0, settings);
        if (path.isEmpty() || path.startsWith("~") || Path.of(path).isAbsolute()) {
            return url;
        }
        return H2_FILE + workingDirectory.resolve(path).normalize() + (settings < 0 ? "" : rest.substring(settings));
    }
}
