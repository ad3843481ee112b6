package dev.agentdirectory.http.framing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.agentdirectory.http.Http;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Requests written byte by byte on one connection, pipelined, as a hostile client or a confused proxy sends them. */
@MicronautTest
class MessageFramingHttpTest {

    private static final Pattern STATUS = Pattern.compile("HTTP/1\\.[01] (\\d{3}) ");

    @Inject
    EmbeddedServer server;

    Http http;

    @BeforeEach
    void connect() {
        http = new Http(server.getURL());
    }

    /** What the server wrote on the connection, and whether it closed it, within 5 s. */
    private record Conversation(String text, boolean closed) {
        String statuses() {
            StringBuilder statuses = new StringBuilder();
            Matcher matcher = STATUS.matcher(text);
            while (matcher.find()) {
                statuses.append(statuses.isEmpty() ? "" : " ").append(matcher.group(1));
            }
            return statuses.toString();
        }
    }

    private Conversation converse(String wire) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(wire.getBytes(StandardCharsets.UTF_8));
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream read = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            try {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    read.write(buffer, 0, n);
                }
                return new Conversation(read.toString(StandardCharsets.UTF_8), true);
            } catch (SocketTimeoutException stillOpen) {
                return new Conversation(read.toString(StandardCharsets.UTF_8), false);
            }
        }
    }

    private JsonNode register() {
        Http.Answer answer = http.post("/services", Map.of("name", "Framing", "description", "A listing.",
                "service_type", "mcp_server", "mcp_doc_url", "https://example.com/framing/mcp.json"));
        assertEquals(201, answer.status(), answer.text());
        return answer.json();
    }

    private static String search(String framing, String body) {
        return "POST /search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + framing + "\r\n" + body;
    }

    private static final String NEXT = "GET /.well-known/mcp.json HTTP/1.1\r\nHost: x\r\n\r\n";

    @Test
    void aTransferCodingOtherThanChunkedIsRefusedWithoutRunningTheRequestAndNothingAfterItIsRead() throws IOException {
        JsonNode listing = register();
        String id = listing.get("id").asText();

        Conversation conversation = converse("DELETE /services/" + id + " HTTP/1.1\r\nHost: x\r\nX-API-Key: "
                + listing.get("api_key").asText() + "\r\nTransfer-Encoding: xchunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
                + NEXT);

        assertEquals("400", conversation.statuses(), conversation.text());
        assertTrue(conversation.text().contains("{\"detail\":"), conversation.text());
        assertTrue(conversation.closed());
        assertEquals(200, http.get("/services/" + id, "application/json").status());
    }

    @Test
    void eachCodingBesideChunkedIsRefused() throws IOException {
        for (String codings : new String[] {"gzip, chunked", "chunked, chunked", "chunked, gzip", "identity"}) {
            Conversation conversation = converse(search("Transfer-Encoding: " + codings + "\r\n",
                    "2\r\n{}\r\n0\r\n\r\n"));

            assertEquals("400", conversation.statuses(), codings + ": " + conversation.text());
            assertTrue(conversation.closed(), codings);
        }
    }

    @Test
    void aChunkedBodyThatBreaksIsAnsweredAndTheConnectionClosedRatherThanLeftHanging() throws IOException {
        Conversation conversation = converse(search("Transfer-Encoding: chunked\r\n", "zz\r\n{}\r\n0\r\n\r\n") + NEXT);

        assertTrue(conversation.closed(), "left open: " + conversation.text());
        assertEquals(1, conversation.statuses().split(" ").length, conversation.text());
        assertTrue(conversation.statuses().startsWith("4"), conversation.text());
    }

    @Test
    void chunkedAloneIsReadAndTheConnectionKeptForTheNextRequest() throws IOException {
        Conversation conversation = converse(search("Transfer-Encoding: Chunked\r\n", "2\r\n{}\r\n0\r\n\r\n") + NEXT);

        assertEquals("200 200", conversation.statuses(), conversation.text());
        assertTrue(!conversation.closed(), "closed after two good requests");
    }

    @Test
    void requestsPipelinedBeforeARefusedOneAreAnsweredFirst() throws IOException {
        Conversation conversation = converse(NEXT + search("Content-Length: 2\r\n", "{}")
                + search("Transfer-Encoding: gzip\r\n", "xx") + NEXT);

        assertEquals("200 200 400", conversation.statuses(), conversation.text());
        assertTrue(conversation.closed());
    }

    @Test
    void anHttp11RequestWithoutHostIsRefusedWithoutRunningIt() throws IOException {
        JsonNode listing = register();
        String id = listing.get("id").asText();

        Conversation conversation = converse("DELETE /services/" + id + " HTTP/1.1\r\nX-API-Key: "
                + listing.get("api_key").asText() + "\r\n\r\n" + NEXT);

        assertEquals("400", conversation.statuses(), conversation.text());
        assertTrue(conversation.closed(), "the framework closes a connection after a request it could not read");
        assertEquals(200, http.get("/services/" + id, "application/json").status());
    }

    @Test
    void aRequestWithTwoHostsIsRefused() throws IOException {
        Conversation conversation = converse("POST /search HTTP/1.1\r\nHost: a\r\nHost: b\r\n"
                + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}" + NEXT);

        assertEquals("400", conversation.statuses(), conversation.text());
        assertTrue(conversation.closed());
    }

    @Test
    void anHttp10RequestNeedsNoHost() throws IOException {
        Conversation conversation = converse("GET /.well-known/mcp.json HTTP/1.0\r\n\r\n");

        assertEquals("200", conversation.statuses(), conversation.text());
    }
}
