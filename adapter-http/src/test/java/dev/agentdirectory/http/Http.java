package dev.agentdirectory.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;

public final class Http {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private final URL base;

    public Http(URL base) {
        this.base = base;
    }

    public record Answer(int status, HttpResponse<byte[]> raw) {

        public JsonNode json() {
            try {
                return JSON.readTree(raw.body());
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + text(), e);
            }
        }

        public String text() {
            return new String(raw.body(), StandardCharsets.UTF_8);
        }

        public String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }
    }

    public Answer send(String method, String path, byte[] body, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base.toString() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        headers.forEach(request::setHeader);
        try {
            HttpResponse<byte[]> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new Answer(response.statusCode(), response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Answer post(String path, String json) {
        return send("POST", path, json.getBytes(StandardCharsets.UTF_8), Map.of());
    }

    public Answer post(String path, Object value) {
        return send("POST", path, toJson(value), Map.of());
    }

    public Answer patch(String path, Object value, String apiKey) {
        return send("PATCH", path, toJson(value), apiKey == null ? Map.of() : Map.of("X-API-Key", apiKey));
    }

    public Answer delete(String path, String apiKey) {
        return send("DELETE", path, null, apiKey == null ? Map.of() : Map.of("X-API-Key", apiKey));
    }

    public Answer get(String path, String accept) {
        return send("GET", path, null, accept == null ? Map.of() : Map.of("Accept", accept));
    }

    private static byte[] toJson(Object value) {
        try {
            return JSON.writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
