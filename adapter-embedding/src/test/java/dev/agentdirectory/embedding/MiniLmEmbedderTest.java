package dev.agentdirectory.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.meaning.Embedding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model in the jar, run for real: no download, and sentences land near the listings that do what they ask. */
class MiniLmEmbedderTest {

    private static final String SPEECH = "Speakify. Turns text into natural sounding speech audio, many voices.";
    private static final String DATABASE = "Pg Tool. Runs SQL queries against PostgreSQL databases.";
    private static final String WEATHER = "Weatherly. Forecasts and current conditions for any city.";

    @TempDir
    static Path unpacked;

    private static MiniLmEmbedder model;

    @BeforeAll
    static void load() {
        model = MiniLmEmbedder.load(unpacked);
    }

    @AfterAll
    static void close() {
        model.close();
    }

    @Test
    void embeddingsAreOfTheModelsSizeAndOfUnitLength() {
        Embedding embedding = model.ofListing(SPEECH);

        assertEquals(MiniLmEmbedder.MODEL, embedding.model());
        assertEquals(384, embedding.dimensions());
        assertEquals(1.0, embedding.similarity(embedding), 1e-5);
    }

    @Test
    void aSentenceIsNearestTheListingThatDoesWhatItAsksWithoutAWordInCommon() {
        assertNearest(model.ofQuery("read this paragraph out loud"), SPEECH);
        assertNearest(model.ofQuery("do I need an umbrella in Seattle tomorrow"), WEATHER);
        assertNearest(model.ofQuery("look up rows in our relational store"), DATABASE);
    }

    @Test
    void theSameTextGetsTheSameEmbeddingFromAnyThread() throws Exception {
        Embedding expected = model.ofListing(WEATHER);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Embedding>> embedded = IntStream.range(0, 8)
                    .mapToObj(i -> threads.submit(() -> model.ofListing(WEATHER))).toList();
            for (Future<Embedding> embedding : embedded) {
                assertEquals(expected, embedding.get());
            }
        } finally {
            threads.shutdown();
        }
    }

    @Test
    void theModelIsUnpackedOnceBesideItsLibrariesAndReadFromThereByTheNextLoad() throws IOException {
        Path modelFile = onlyChild(onlyChild(unpacked, MiniLmEmbedder.MODEL + "-"), MiniLmEmbedder.MODEL);
        assertTrue(Files.size(modelFile) > 1_000_000, "the model file is whole");
        FileTime unpackedAt = Files.getLastModifiedTime(modelFile);

        try (MiniLmEmbedder again = MiniLmEmbedder.load(unpacked)) {
            assertEquals(model.ofListing(WEATHER), again.ofListing(WEATHER));
        }
        assertEquals(unpackedAt, Files.getLastModifiedTime(modelFile));
        assertEquals(modelFile, onlyChild(onlyChild(unpacked, MiniLmEmbedder.MODEL + "-"), MiniLmEmbedder.MODEL));
    }

    private static Path onlyChild(Path folder, String prefix) throws IOException {
        try (Stream<Path> children = Files.list(folder)) {
            List<Path> named = children.filter(child -> child.getFileName().toString().startsWith(prefix)).toList();
            assertEquals(1, named.size(), () -> "one " + prefix + "* in " + folder + ": " + named);
            return named.get(0);
        }
    }

    private static void assertNearest(Embedding query, String expected) {
        String nearest = null;
        double best = -2;
        for (String listing : List.of(SPEECH, DATABASE, WEATHER)) {
            double similarity = query.similarity(model.ofListing(listing));
            if (similarity > best) {
                best = similarity;
                nearest = listing;
            }
        }
        assertEquals(expected, nearest);
    }
}
