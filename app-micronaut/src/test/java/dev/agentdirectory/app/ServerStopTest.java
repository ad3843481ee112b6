package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    void aStopClosesTheListenerWithoutAnyStageOfTheGracefulShutdownFailing() throws Exception {
        Map<String, Object> properties = Map.of(
                "micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(),
                "directory.reprobe.enabled", false,
                // Acceptor loops of the server's own would now end the moment the stop begins: the race, certain.
                "micronaut.server.netty.parent.shutdown-quiet-period", "0ms");
        EmbeddedServer server = ApplicationContext.run(EmbeddedServer.class, properties);
        URL url = server.getURL();

        List<String> warnings = LoggedWarnings.during("io.micronaut.runtime.graceful", server::stop);

        assertEquals(List.of(), warnings);
        assertThrows(IOException.class, () -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), 1_000);
            }
        }, "the listener is closed");
    }
}
