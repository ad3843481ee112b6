import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Registrations at a fixed rate, as many independent owners would send them, for the latency a registration takes
 * at a given load rather than at saturation (docs/performance.md, "Registration at a fixed rate"):
 * <pre>java bench/PacedRegistrations.java BASE_URL RATE_PER_SECOND SECONDS [CONNECTIONS]</pre>
 * The i-th registration is due at start + i / RATE. A free connection sends it at its due time; if every connection
 * is still waiting for an answer, it is sent late, and its latency counts from its due time, not from when it was
 * sent. A closed loop (wrk) sends the next request only once one is answered, so a stall delays the requests that
 * would have met it and they never count it ("coordinated omission"); here they do. Each listing's probe is refused
 * at once (a closed port on a loopback address of its own), as in bench/make_lua.py's registrations.
 */
public final class PacedRegistrations {

    /** Sent at the same rate before the measured ones, and not counted. */
    private static final double WARMUP_SECONDS = 5;

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println(
                    "usage: java bench/PacedRegistrations.java BASE_URL RATE_PER_SECOND SECONDS [CONNECTIONS]");
            System.exit(2);
        }
        URI services = URI.create(args[0].replaceAll("/+$", "") + "/services");
        double rate = Double.parseDouble(args[1]);
        int measured = (int) Math.round(rate * Double.parseDouble(args[2]));
        // The client's own first seconds (class loading, its JIT on the same cores) would count as the service's.
        int warmup = (int) Math.round(rate * WARMUP_SECONDS);
        int total = warmup + measured;
        int connections = args.length > 3 ? Integer.parseInt(args[3]) : 8;
        long interval = Math.round(1e9 / rate);
        int prefix = ThreadLocalRandom.current().nextInt(1, 250);

        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        long[] latencies = new long[total];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        AtomicLong lastDone = new AtomicLong();
        long start = System.nanoTime() + 50_000_000;
        Thread[] senders = new Thread[connections];
        for (int c = 0; c < connections; c++) {
            senders[c] = new Thread(() -> {
                for (int i = next.getAndIncrement(); i < total; i = next.getAndIncrement()) {
                    long due = start + i * interval;
                    for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
                        LockSupport.parkNanos(wait);
                    }
                    HttpRequest request = HttpRequest.newBuilder(services).timeout(Duration.ofSeconds(30))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body(prefix, i))).build();
                    try {
                        if (client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() != 201) {
                            failed.incrementAndGet();
                        }
                    } catch (Exception e) {
                        failed.incrementAndGet();
                    }
                    long done = System.nanoTime();
                    latencies[i] = done - due;
                    lastDone.accumulateAndGet(done, Math::max);
                }
            });
            senders[c].start();
        }
        for (Thread sender : senders) {
            sender.join();
        }
        long[] counted = Arrays.copyOfRange(latencies, warmup, total);
        writeTimeline(counted, interval);
        double seconds = (lastDone.get() - (start + warmup * interval)) / 1e9;
        long[] sorted = counted.clone();
        Arrays.sort(sorted);
        System.out.printf("%d registrations due at %.0f/s from %d connections: %.0f/s done, p50 %s, p90 %s, "
                        + "p99 %s, p99.9 %s, max %s ms, not 201: %d%n", measured, rate, connections, measured / seconds,
                ms(sorted, 0.50), ms(sorted, 0.90), ms(sorted, 0.99), ms(sorted, 0.999),
                String.format("%.1f", sorted[measured - 1] / 1e6), failed.get());
    }

    /** With -Dtimeline=FILE: each registration's due time since the start and its latency, in ms, one a line. */
    private static void writeTimeline(long[] latencies, long interval) throws java.io.IOException {
        String file = System.getProperty("timeline");
        if (file == null) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < latencies.length; i++) {
            lines.append(String.format("%.1f %.1f%n", i * interval / 1e6, latencies[i] / 1e6));
        }
        java.nio.file.Files.writeString(java.nio.file.Path.of(file), lines);
    }

    private static String ms(long[] sorted, double quantile) {
        int rank = (int) Math.ceil(quantile * sorted.length) - 1;
        return String.format("%.1f", sorted[Math.max(rank, 0)] / 1e6);
    }

    private static String body(int prefix, int n) {
        return String.format("{\"name\": \"Paced server %d-%d\", \"description\": \"Registered by the benchmark to "
                + "measure registration latency at a fixed rate.\", \"service_type\": \"mcp_server\", "
                + "\"mcp_doc_url\": \"http://127.%d.%d.%d:9/mcp.json\", \"tags\": [\"bench\"]}", prefix, n, prefix,
                n / 250 % 250 + 1, n % 250 + 1);
    }
}
