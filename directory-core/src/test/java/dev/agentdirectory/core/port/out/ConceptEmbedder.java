package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.meaning.Embedding;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A model for tests that knows a few concepts and the words that mean them: a text is embedded as the concepts its
 * words name, so that "read it out loud" and "text to speech" are near without sharing a word. It counts its calls.
 */
public final class ConceptEmbedder implements TextEmbedder {

    public static final String MODEL = "concepts-v1";

    private static final List<List<String>> CONCEPTS = List.of(
            List.of("speech", "loud", "voice", "spoken", "narrate", "audio"),
            List.of("weather", "umbrella", "rain", "forecast", "sunny"),
            List.of("database", "sql", "postgres", "table", "rows"),
            List.of("lamp", "lights", "light", "bulb", "switch"));

    private final String model;
    private final AtomicInteger calls = new AtomicInteger();

    public ConceptEmbedder() {
        this(MODEL);
    }

    /** The same concepts under another model's name. */
    public ConceptEmbedder(String model) {
        this.model = model;
    }

    @Override
    public String model() {
        return model;
    }

    @Override
    public Embedding ofListing(String text) {
        calls.incrementAndGet();
        return embed(model, text);
    }

    @Override
    public Embedding ofQuery(String text) {
        calls.incrementAndGet();
        return embed(model, text);
    }

    public int calls() {
        return calls.get();
    }

    /** The concepts {@code text} names, as a vector; one dimension more for texts that name none. */
    public static Embedding embed(String text) {
        return embed(MODEL, text);
    }

    private static Embedding embed(String model, String text) {
        float[] vector = new float[CONCEPTS.size() + 1];
        vector[CONCEPTS.size()] = 0.1f;
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}]+")) {
            for (int concept = 0; concept < CONCEPTS.size(); concept++) {
                if (CONCEPTS.get(concept).contains(word)) {
                    vector[concept] += 1;
                }
            }
        }
        return Embedding.of(model, vector);
    }
}
