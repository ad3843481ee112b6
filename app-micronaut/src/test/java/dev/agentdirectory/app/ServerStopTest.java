package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * Stopping the server (what SIGTERM's shutdown hook does) runs Micronaut's graceful shutdown, which closes the
 * listener itself. The server's stop shuts down acceptor loops of its own before that; were the listener on them, a
 * loop that ended first would fail that close, and Micronaut would log that a graceful-shutdown stage broke its
 * contract. application.yml puts the listener on the shared loops, which close after the graceful shutdown.
 */
class ServerStopTest {

    @TempDir
    Path dataDir;

    @Test
    void aStopClosesTheListenerWithoutAnyStageOfTheGracefulShutdownFailing() {
        Logger graceful = (Logger) LoggerFactory.getLogger("io.micronaut.runtime.graceful");
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        graceful.addAppender(logged);
        try {
            Map<String, Object> properties = Map.of(
                    "micronaut.server.port", -1,
                    "directory.data-dir", dataDir.toString(),
                    "directory.reprobe.enabled", false,
                    // Acceptor loops of the server's own would now end the moment the stop begins: the race, certain.
                    "micronaut.server.netty.parent.shutdown-quiet-period", "0ms");
            EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties);
            URL url = server.getURL();

            server.stop();

            List<String> warnings = logged.list.stream()
                    .filter(event -> event.getLevel().isGreaterOrEqual(Level.WARN))
                    .map(ILoggingEvent::getFormattedMessage)
                    .toList();
            assertEquals(List.of(), warnings);
            assertThrows(IOException.class, () -> {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), 1_000);
                }
            }, "the listener is closed");
        } finally {
            graceful.detachAppender(logged);
        }
    }
}
