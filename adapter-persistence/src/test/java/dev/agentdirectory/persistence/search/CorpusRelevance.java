package dev.agentdirectory.persistence.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Measures the Lucene index on the shared relevance corpus (every listing in one band, as they all probe
 * unreachable) by nDCG@10, MRR@10 and Recall@10 per query kind, as the corpus's eval.py does.
 */
final class CorpusRelevance {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> GROUPS = List.of("keyword", "sentence", "typo", "long", "vocab_gap", "ALL");

    record Judged(String qid, String query, String kind, boolean vocabGap, Map<String, Integer> grades) {
    }

    record Measured(Judged query, List<String> ranked, RankingMetrics metrics) {
    }

    private CorpusRelevance() {
    }

    static List<Measured> measure(Path folder, RelevanceWeights weights) {
        return measure(folder, weights, SearchVocabulary.NONE);
    }

    static List<Measured> measure(Path folder, RelevanceWeights weights, SearchVocabulary vocabulary) {
        List<Judged> queries = readJsonl(folder.resolve("queries-dev.jsonl")).stream().map(CorpusRelevance::judged)
                .toList();
        Instant now = Instant.now();
        try (LuceneSearchIndex index = LuceneSearchIndex.inMemory(weights, vocabulary)) {
            index.apply(new IndexUpdate(readJsonl(folder.resolve("listings.jsonl")).stream()
                    .map(CorpusRelevance::listing).toList(), List.of(), null));
            List<Measured> measured = new ArrayList<>();
            for (Judged query : queries) {
                List<String> ranked = index.search(new SearchCriteria(query.query(), 0, RankingMetrics.K, now)).hits()
                        .stream().map(hit -> hit.listing().id().value()).toList();
                measured.add(new Measured(query, ranked, RankingMetrics.of(ranked, query.grades())));
            }
            return measured;
        }
    }

    static Map<String, RankingMetrics> byGroup(List<Measured> measured) {
        Map<String, RankingMetrics> groups = new LinkedHashMap<>();
        for (String group : GROUPS) {
            List<RankingMetrics> members = measured.stream().filter(m -> inGroup(m.query(), group))
                    .map(Measured::metrics).toList();
            groups.put(group, RankingMetrics.mean(members));
        }
        return groups;
    }

    static void print(List<Measured> measured, int worst) {
        System.out.printf("%-11s%4s%10s%9s%11s%n", "subset", "n", "nDCG@10", "MRR@10", "Recall@10");
        byGroup(measured).forEach((group, m) -> System.out.printf("%-11s%4d%10.3f%9.3f%11.3f%n", group,
                measured.stream().filter(x -> inGroup(x.query(), group)).count(), m.ndcg(), m.mrr(), m.recall()));
        measured.stream().sorted((a, b) -> Double.compare(a.metrics().ndcg(), b.metrics().ndcg())).limit(worst)
                .forEach(m -> System.out.printf("  %s %-8s nDCG=%.2f | %s%n", m.query().qid(), m.query().kind(),
                        m.metrics().ndcg(), m.query().query()));
    }

    private static boolean inGroup(Judged query, String group) {
        return group.equals("ALL") || group.equals(query.kind()) || group.equals("vocab_gap") && query.vocabGap();
    }

    private static Judged judged(JsonNode node) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        node.get("relevant").properties().forEach(e -> grades.put(e.getKey(), e.getValue().asInt()));
        return new Judged(node.get("qid").asText(), node.get("query").asText(), node.get("kind").asText(),
                node.path("vocab_gap").asBoolean(false), grades);
    }

    /** Matching never reads the URL; a corpus URL that is not one stands in as a placeholder. */
    private static URI urlOf(String url) {
        try {
            return new URI(url);
        } catch (java.net.URISyntaxException e) {
            return URI.create("https://listing.example/");
        }
    }

    private static IndexedListing listing(JsonNode node) {
        List<String> tags = new ArrayList<>();
        node.path("tags").forEach(tag -> tags.add(tag.asText()));
        ServiceType type = ServiceType.fromWireName(node.path("service_type").asText()).orElse(ServiceType.MCP_SERVER);
        String url = node.path(type == ServiceType.MCP_SERVER ? "mcp_doc_url" : "skill_url").asText("https://x.example");
        return new IndexedListing(new PublicListing(new ListingId(node.get("source_id").asText()),
                type, node.get("name").asText(), node.get("description").asText(), urlOf(url), null, tags),
                DocumentText.NONE,
                Standing.UNHEALTHY, Instant.EPOCH, null);
    }

    private static List<JsonNode> readJsonl(Path file) {
        try (var lines = Files.lines(file)) {
            List<JsonNode> nodes = new ArrayList<>();
            for (String line : (Iterable<String>) lines.filter(l -> !l.isBlank())::iterator) {
                nodes.add(JSON.readTree(line));
            }
            return nodes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
