package dev.agentdirectory.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import io.micronaut.context.ApplicationContext;
import io.micronaut.runtime.server.EmbeddedServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** The text log, the default: one line per record, whatever a client sends. */
class TextLogTest {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final String FORGED = "15:30:00.000 ERROR d.a.Forged - forged";

    @TempDir
    Path dataDir;

    private EmbeddedServer start() {
        return ApplicationContext.run(EmbeddedServer.class, Map.of("micronaut.server.port", -1,
                "directory.data-dir", dataDir.toString(), "directory.reprobe.enabled", false));
    }

    private static int send(EmbeddedServer server, String method, String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream").build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static String mcp(String message) {
        return "{\"jsonrpc\": \"2.0\", " + message + "}";
    }

    @Test
    void aLineBreakInAMessageIsWrittenAsAnEscapeNotAsALineOfItsOwn() throws Exception {
        String said = "hi\r\n" + FORGED + "\u001b[2J\u2028.";
        List<String> lines = LogCapture.capture(LogCapture.TEXT, Level.INFO, () ->
                LoggerFactory.getLogger(TextLogTest.class).info("agent said {}", said));

        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).endsWith(" - agent said hi\\r\\n" + FORGED + "\\u001b[2J\\u2028."), lines.get(0));
    }

    @Test
    void whatAnMcpClientSaysOfItselfOrNotifiesIsNotLogged() throws Exception {
        List<String> lines = LogCapture.capture(LogCapture.TEXT, Level.INFO, () -> {
            try (EmbeddedServer server = start()) {
                assertEquals(202, send(server, "POST", "/mcp",
                        mcp("\"method\": \"notifications/cancelled\", \"params\": {\"requestId\": 7}")));
                assertEquals(202, send(server, "POST", "/mcp", mcp("\"method\": \"x\\n" + FORGED + "\"")));
                assertEquals(200, send(server, "POST", "/mcp", mcp("\"id\": 1, \"method\": \"initialize\", "
                        + "\"params\": {\"protocolVersion\": \"1999-01-01\", \"capabilities\": {}, "
                        + "\"clientInfo\": {\"name\": \"agent\\n" + FORGED + "\", \"version\": \"1\"}}")));
            }
        });

        lines.stream().filter(line -> line.contains("/mcp")).forEach(line ->
                assertTrue(line.contains("dev.agentdirectory.http.requests"), "not a request line: " + line));
        lines.forEach(line -> assertFalse(line.contains("forged") || line.contains("notification")
                || line.contains("1999-01-01"), "logged what a client sent: " + line));
    }
}
