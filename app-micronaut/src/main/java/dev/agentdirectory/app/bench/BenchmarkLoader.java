package dev.agentdirectory.app.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.app.DirectoryFactory;
import dev.agentdirectory.core.listing.EmbeddedText;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.Tags;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.embedding.MiniLmEmbedder;
import dev.agentdirectory.persistence.store.EmbeddingColumns;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.env.Environment;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.stream.IntStream;
import org.flywaydb.core.Flyway;

/**
 * Fills the configured database (the embedded H2 in {@code directory.data-dir}, or {@code DATASOURCES_DEFAULT_URL})
 * with N listings made from the shared corpus, straight through JDBC, so that a million load in minutes: the
 * benchmark's starting point. Copies past the corpus's size get a few words of other listings added, so that no
 * two listings are the same text. Every listing enters the change log, as a registration would. Not a way to
 * register listings in production: it skips the probe and the rules, and issues no keys.
 * <pre>java -cp agent-directory.jar dev.agentdirectory.app.bench.BenchmarkLoader listings.jsonl 100000</pre>
 */
public final class BenchmarkLoader {

    private static final int BATCH = 2_000;
    private static final String INSERT_LISTING = """
            INSERT INTO listings (id, service_type, name, description, url, setup_requirements, tags, owner_contact,
                api_key_hash, registered_at, last_check_status, consecutive_failures, failing_since, last_probe_at,
                last_probe_conclusive, last_ok_at, next_probe_at, consecutive_throttles, throttled_until,
                reports_received, reports_substantiated, embedding, embedding_model)
            VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, TRUE, ?, ?, 0, NULL, 0, 0, ?, ?)""";
    private static final String INSERT_CHANGE = """
            INSERT INTO listing_changes (seq, listing_id, logged_at)
            VALUES (nextval('listing_change_seq'), ?, CURRENT_TIMESTAMP)""";

    private record Source(String type, String name, String description, String url, String setup, String tags,
                          List<String> tagList) {
    }

    private BenchmarkLoader() {
    }

    public static void main(String[] args) throws IOException, SQLException {
        if (args.length != 2) {
            System.err.println("usage: BenchmarkLoader <listings.jsonl> <count>");
            System.exit(2);
        }
        long started = System.nanoTime();
        int loaded = load(Path.of(args[0]), Integer.parseInt(args[1]));
        System.out.printf("loaded %d listings in %d ms%n", loaded, (System.nanoTime() - started) / 1_000_000);
    }

    static int load(Path corpus, int count) throws IOException, SQLException {
        String url;
        String user;
        String password;
        Path dataDir;
        try (ApplicationContext context = ApplicationContext.builder().build()) {
            Environment environment = context.getEnvironment().start();
            url = environment.getRequiredProperty("datasources.default.url", String.class);
            user = environment.getProperty("datasources.default.username", String.class, "");
            password = environment.getProperty("datasources.default.password", String.class, "");
            dataDir = Path.of(environment.getProperty("directory.data-dir", String.class, "./data"));
        }
        Flyway.configure().dataSource(url, user, password).load().migrate();
        List<Source> sources = read(corpus);
        List<Embedding> embeddings = embed(sources, dataDir.resolve(DirectoryFactory.UNPACKED_MODEL));
        List<String> words = vocabulary(sources);
        Random random = new Random(count);
        Instant now = Instant.now();
        try (Connection connection = DriverManager.getConnection(url, user, password);
             PreparedStatement listings = connection.prepareStatement(INSERT_LISTING);
             PreparedStatement changes = connection.prepareStatement(INSERT_CHANGE)) {
            connection.setAutoCommit(false);
            for (int i = 0; i < count; i++) {
                Source source = sources.get(i % sources.size());
                String id = ListingId.issue().value();
                String extra = i < sources.size() ? "" : " " + String.join(" ", pick(words, random, 4));
                addListing(listings, id, source, extra, embeddings.get(i % sources.size()), now, random);
                changes.setString(1, id);
                changes.addBatch();
                if ((i + 1) % BATCH == 0 || i == count - 1) {
                    listings.executeBatch();
                    changes.executeBatch();
                    connection.commit();
                }
            }
            if (url.startsWith("jdbc:h2:")) {
                // The batches' commits leave most of H2's file in sparse chunks; the service's housekeeping would
                // rewrite them under the benchmark's first minutes. Closed compacted, the file holds its data only.
                try (Statement shutdown = connection.createStatement()) {
                    shutdown.execute("SHUTDOWN COMPACT");
                }
            }
        }
        return count;
    }

    /**
     * Each text of the corpus embedded once, by the model the application searches with, on every core: a copy
     * shares its source's embedding (its four extra words would move it little), so that a million listings cost
     * the corpus's 5,108 embeddings and the application finds none left to embed.
     */
    private static List<Embedding> embed(List<Source> sources, Path unpackedModel) {
        long started = System.nanoTime();
        try (MiniLmEmbedder embedder = MiniLmEmbedder.load(unpackedModel)) {
            List<Embedding> embeddings = IntStream.range(0, sources.size()).parallel()
                    .mapToObj(i -> embedder.ofListing(EmbeddedText.of(details(sources.get(i)))))
                    .toList();
            System.out.printf("embedded %d texts of the corpus in %d ms%n", sources.size(),
                    (System.nanoTime() - started) / 1_000_000);
            return embeddings;
        }
    }

    private static ListingDetails details(Source source) {
        return new ListingDetails(source.name(), source.description(), URI.create(source.url()), source.setup(),
                new Tags(source.tagList()), null);
    }

    private static void addListing(PreparedStatement insert, String id, Source source, String extra,
                                   Embedding embedding, Instant now, Random random) throws SQLException {
        Instant registered = now.minus(Duration.ofMinutes(random.nextInt(365 * 24 * 60)));
        // Most listings answer their probe; some fail, a few fail long enough to be demoted.
        int health = random.nextInt(100);
        String status = health < 85 ? "ok" : "unreachable";
        int failures = health < 85 ? 0 : health < 97 ? 1 : 3;
        Instant failingSince = failures == 0 ? null : now.minus(Duration.ofHours(1 + random.nextInt(48)));
        insert.setString(1, id);
        insert.setString(2, source.type());
        insert.setString(3, source.name());
        insert.setString(4, truncate(source.description() + extra, 2000));
        insert.setString(5, source.url());
        if (source.setup() == null) {
            insert.setNull(6, Types.VARCHAR);
        } else {
            insert.setString(6, source.setup());
        }
        insert.setString(7, source.tags());
        insert.setString(8, HexFormat.of().formatHex(UUID.randomUUID().toString().repeat(2).getBytes(), 0, 32));
        insert.setTimestamp(9, Timestamp.from(registered));
        insert.setString(10, status);
        insert.setInt(11, failures);
        insert.setTimestamp(12, failingSince == null ? null : Timestamp.from(failingSince));
        insert.setTimestamp(13, Timestamp.from(now.minus(Duration.ofMinutes(random.nextInt(24 * 60)))));
        insert.setTimestamp(14, failures == 0 ? Timestamp.from(now.minusSeconds(60)) : null);
        // Not due within the benchmark: the re-prober would otherwise probe the whole benchmark set.
        insert.setTimestamp(15, Timestamp.from(now.plus(Duration.ofDays(1 + random.nextInt(30)))));
        insert.setBytes(16, EmbeddingColumns.vector(embedding));
        insert.setString(17, EmbeddingColumns.model(embedding));
        insert.addBatch();
    }

    private static List<Source> read(Path corpus) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<Source> sources = new ArrayList<>();
        for (String line : Files.readAllLines(corpus)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode node = json.readTree(line);
            String type = node.path("service_type").asText("mcp_server");
            String url = node.path("mcp_server".equals(type) ? "mcp_doc_url" : "skill_url").asText("");
            if (!isAbsoluteHttpUrl(url)) {
                url = "https://listing.example/" + sources.size();
            }
            String setup = node.path("setup_requirements").isTextual() && "agent_skill".equals(type)
                    ? node.get("setup_requirements").asText() : null;
            List<String> tags = new ArrayList<>();
            node.path("tags").forEach(tag -> tags.add(tag.asText().trim().toLowerCase()));
            List<String> kept = tags.stream().filter(t -> !t.isEmpty() && t.length() <= 40).distinct().limit(16)
                    .toList();
            String description = node.path("description").asText("").trim();
            sources.add(new Source(type, truncate(node.path("name").asText("listing").trim(), 120),
                    description.isEmpty() ? "No description." : truncate(description, 2000), url, setup,
                    json.writeValueAsString(kept), kept));
        }
        return sources;
    }

    private static boolean isAbsoluteHttpUrl(String url) {
        try {
            URI uri = new URI(url);
            return uri.getHost() != null && ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static List<String> vocabulary(List<Source> sources) {
        List<String> words = new ArrayList<>();
        for (Source source : sources) {
            for (String word : source.description().split("[^A-Za-z]+")) {
                if (word.length() >= 4) {
                    words.add(word.toLowerCase());
                }
            }
        }
        return words;
    }

    private static List<String> pick(List<String> words, Random random, int count) {
        List<String> picked = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            picked.add(words.get(random.nextInt(words.size())));
        }
        return picked;
    }

    private static String truncate(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max);
    }
}
