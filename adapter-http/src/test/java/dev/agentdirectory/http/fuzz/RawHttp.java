package dev.agentdirectory.http.fuzz;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * HTTP/1.1 over a fresh socket per request, so that any bytes can go out: methods, paths and header values that
 * java.net.http refuses to send. The client sets only framing (Content-Length, Connection: close) and a Host
 * unless the request brings its own, so a hostile request can never hang or desynchronise the next one.
 */
final class RawHttp {

    private final int port;

    RawHttp(int port) {
        this.port = port;
    }

    Reply send(FuzzRequest request) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(20_000);
            socket.setTcpNoDelay(true);
            try {
                // One write: head and body in separate segments would wait out delayed ACKs (40 ms each).
                socket.getOutputStream().write(bytes(request));
            } catch (IOException refusedMidway) {
                // The server may answer (413, 400) and close before it read everything: read what it said.
            }
            return Reply.read(new BufferedInputStream(socket.getInputStream()), request.method().equals("HEAD"));
        } catch (IOException e) {
            throw new UncheckedIOException("no answer to " + request, e);
        }
    }

    private byte[] bytes(FuzzRequest request) {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        line(wire, request.method() + " " + request.target() + " HTTP/1.1");
        if (!request.has("Host")) {
            line(wire, "Host: 127.0.0.1:" + port);
        }
        for (FuzzRequest.Header header : request.headers()) {
            line(wire, header.name() + ": " + header.value());
        }
        if (request.body() != null) {
            line(wire, "Content-Length: " + request.body().length);
        }
        line(wire, "Connection: close");
        line(wire, "");
        if (request.body() != null) {
            wire.writeBytes(request.body());
        }
        return wire.toByteArray();
    }

    private static void line(ByteArrayOutputStream wire, String line) {
        wire.writeBytes(line.getBytes(StandardCharsets.UTF_8));
        wire.writeBytes(new byte[] {'\r', '\n'});
    }
}
