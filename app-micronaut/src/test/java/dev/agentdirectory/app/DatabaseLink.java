package dev.agentdirectory.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The network between the application and its database, as a TCP forwarder a test can cut (every connection dropped,
 * new ones refused, as when the database restarts) and mend on the same port, or freeze (nothing closed and nothing
 * answered: what either side sends is held, as behind a partition that drops packets) and thaw.
 */
final class DatabaseLink implements AutoCloseable {

    private final int databasePort;
    private final int port;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile ServerSocket listener;
    private volatile boolean frozen;

    DatabaseLink(int databasePort) {
        this.databasePort = databasePort;
        this.listener = listen(0);
        this.port = listener.getLocalPort();
    }

    /** The port the application connects to instead of the database's. */
    int port() {
        return port;
    }

    void cut() {
        closeQuietly(listener);
        open.forEach(DatabaseLink::closeQuietly);
        open.clear();
    }

    void mend() {
        listener = listen(port);
    }

    void freeze() {
        frozen = true;
    }

    void thaw() {
        frozen = false;
    }

    @Override
    public void close() {
        cut();
    }

    private ServerSocket listen(int onPort) {
        try {
            ServerSocket server = new ServerSocket();
            server.setReuseAddress(true);
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), onPort));
            daemon("database-link-accept", () -> accept(server));
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void accept(ServerSocket server) {
        while (!server.isClosed()) {
            try {
                Socket application = server.accept();
                Socket database = new Socket(InetAddress.getLoopbackAddress(), databasePort);
                open.add(application);
                open.add(database);
                daemon("database-link-up", () -> pump(application, database));
                daemon("database-link-down", () -> pump(database, application));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to) {
        byte[] buffer = new byte[8192];
        try {
            int read;
            while ((read = from.getInputStream().read(buffer)) >= 0) {
                while (frozen) {
                    Thread.sleep(20);
                }
                to.getOutputStream().write(buffer, 0, read);
            }
        } catch (IOException dropped) {
            // cut, or closed by either end: the other direction ends with it
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static void daemon(String name, Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception ignored) {
            // already closed
        }
    }
}
