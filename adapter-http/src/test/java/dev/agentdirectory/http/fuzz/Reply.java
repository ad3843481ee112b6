package dev.agentdirectory.http.fuzz;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

/** A response as it came off the socket; status -1 when the server closed without answering. */
record Reply(int status, Map<String, List<String>> headers, byte[] body) {

    static final Reply NONE = new Reply(-1, Map.of(), new byte[0]);

    String text() {
        return new String(body, StandardCharsets.UTF_8);
    }

    String header(String name) {
        List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
        return values == null ? null : values.get(0);
    }

    static Reply read(InputStream in, boolean bodiless) throws IOException {
        while (true) {
            String statusLine = line(in);
            if (statusLine == null || statusLine.isEmpty()) {
                return NONE;
            }
            int status = Integer.parseInt(statusLine.split(" ")[1]);
            Map<String, List<String>> headers = new LinkedHashMap<>();
            for (String line = line(in); line != null && !line.isEmpty(); line = line(in)) {
                int colon = line.indexOf(':');
                headers.computeIfAbsent(line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        name -> new ArrayList<>()).add(line.substring(colon + 1).trim());
            }
            if (status < 200) {
                continue; // 100 Continue: the answer follows
            }
            boolean none = bodiless || status == 204 || status == 304;
            return new Reply(status, headers, none ? new byte[0] : decoded(body(in, headers), headers));
        }
    }

    private static byte[] body(InputStream in, Map<String, List<String>> headers) throws IOException {
        if (headers.getOrDefault("transfer-encoding", List.of()).toString().contains("chunked")) {
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            for (int size = chunkSize(in); size > 0; size = chunkSize(in)) {
                body.write(in.readNBytes(size));
                line(in);
            }
            return body.toByteArray();
        }
        List<String> length = headers.get("content-length");
        return length == null ? in.readAllBytes() : in.readNBytes(Integer.parseInt(length.get(0)));
    }

    /** The server compresses when a generated Accept-Encoding asks it to. */
    private static byte[] decoded(byte[] body, Map<String, List<String>> headers) throws IOException {
        String coding = String.valueOf(headers.getOrDefault("content-encoding", List.of("")).get(0));
        if (coding.equalsIgnoreCase("gzip") || coding.equalsIgnoreCase("x-gzip")) {
            return new GZIPInputStream(new ByteArrayInputStream(body)).readAllBytes();
        }
        if (coding.equalsIgnoreCase("deflate")) {
            return new InflaterInputStream(new ByteArrayInputStream(body)).readAllBytes();
        }
        return body;
    }

    private static int chunkSize(InputStream in) throws IOException {
        String line = line(in);
        return line == null ? 0 : Integer.parseInt(line.split(";")[0].trim(), 16);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            line.write(b);
        }
        if (b == -1 && line.size() == 0) {
            return null;
        }
        return line.toString(StandardCharsets.ISO_8859_1).stripTrailing();
    }
}
