package dev.agentdirectory.probe;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A misbehaving host on 127.0.0.1 that speaks raw bytes, for what an HTTP server library would refuse to send:
 * an endless head, or nothing at all. Counts the connections it accepted.
 */
final class RawServer implements AutoCloseable {

    interface Behaviour {
        void serve(Socket socket) throws IOException;
    }

    private final ServerSocket server;
    private final AtomicInteger connections = new AtomicInteger();
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    RawServer(Behaviour behaviour) {
        this("127.0.0.1", behaviour);
    }

    /** On another loopback address, to stand for another host: the prober counts hosts by address. */
    RawServer(String address, Behaviour behaviour) {
        try {
            server = new ServerSocket(0, 100, InetAddress.getByName(address));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket socket = server.accept();
                    connections.incrementAndGet();
                    open.add(socket);
                    Thread serving = new Thread(() -> serve(behaviour, socket));
                    serving.setDaemon(true);
                    serving.start();
                } catch (IOException closed) {
                    return;
                }
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Status line, then header lines without end, as fast as the prober reads them. */
    static RawServer endlessHeaders() {
        return endlessHeaders("127.0.0.1");
    }

    static RawServer endlessHeaders(String address) {
        return new RawServer(address, socket -> {
            OutputStream out = socket.getOutputStream();
            out.write(ascii("HTTP/1.1 200 OK\r\n"));
            byte[] line = ascii("X-Flood: " + "a".repeat(100) + "\r\n");
            while (true) {
                out.write(line);
            }
        });
    }

    /** A head of {@code count} header lines of {@code length} characters each, then a small JSON body. */
    static RawServer head(int count, int length) {
        return new RawServer(socket -> {
            StringBuilder head = new StringBuilder("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 2\r\nConnection: close\r\n");
            for (int i = 0; i < count; i++) {
                String name = "X-H" + i + ": ";
                head.append(name).append("a".repeat(Math.max(1, length - name.length()))).append("\r\n");
            }
            socket.getOutputStream().write(ascii(head.append("\r\n{}")));
            socket.getOutputStream().flush();
            socket.getInputStream().readAllBytes();
        });
    }

    /** Accepts the connection and never says a word. */
    static RawServer silent() {
        return new RawServer(socket -> socket.getInputStream().readAllBytes());
    }

    URI url() {
        return URI.create("http://" + server.getInetAddress().getHostAddress() + ":" + server.getLocalPort() + "/mcp.json");
    }

    int connections() {
        return connections.get();
    }

    private static void serve(Behaviour behaviour, Socket socket) {
        try (socket) {
            behaviour.serve(socket);
        } catch (IOException clientWentAway) {
            // the prober hung up, which is what the tests want of it
        }
    }

    private static byte[] ascii(CharSequence text) {
        return text.toString().getBytes(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        server.close();
        for (Socket socket : open) {
            socket.close();
        }
    }
}
