package dev.agentdirectory.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ONNX Runtime's libraries are unpacked once into the application's folder, never left behind in /tmp. */
class OnnxRuntimeLibrariesTest {

    private static final List<String> LIBRARIES =
            List.of(System.mapLibraryName("onnxruntime"), System.mapLibraryName("onnxruntime4j_jni"));

    @Test
    void theLibrariesAreUnpackedOnceAndFoundThereByTheNextStart(@TempDir Path parent) throws IOException {
        Path folder = OnnxRuntimeLibraries.unpack(parent).orElseThrow();
        for (String library : LIBRARIES) {
            assertTrue(Files.size(folder.resolve(library)) > 0, library);
        }
        FileTime unpacked = Files.getLastModifiedTime(folder.resolve(LIBRARIES.get(0)));

        assertEquals(folder, OnnxRuntimeLibraries.unpack(parent).orElseThrow());
        assertEquals(unpacked, Files.getLastModifiedTime(folder.resolve(LIBRARIES.get(0))));
        assertEquals(List.of(folder), children(parent));
    }

    @Test
    void whatAProcessKilledWhileUnpackingLeftIsCleared(@TempDir Path parent) throws IOException {
        Path leftover = Files.createDirectories(parent.resolve("onnxruntime-linux-x64-1-2.partial-123"));
        Files.writeString(leftover.resolve(LIBRARIES.get(0)), "half a library");

        Path folder = OnnxRuntimeLibraries.unpack(parent).orElseThrow();

        assertFalse(Files.exists(leftover));
        assertEquals(List.of(folder), children(parent));
    }

    @Test
    void aProcessKilledAfterLoadingTheModelLeavesNoLibraryInTheTemporaryFolder(@TempDir Path temporary,
                                                                                @TempDir Path data) throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + temporary, "-cp", System.getProperty("java.class.path"),
                LoadsTheModel.class.getName(), data.toString())
                .redirectErrorStream(true).start();
        try (BufferedReader output = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            do {
                line = output.readLine();
            } while (line != null && !line.equals(LoadsTheModel.LOADED));
            assertEquals(LoadsTheModel.LOADED, line, "the model did not load");
        } finally {
            process.destroyForcibly();
            assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        }

        try (Stream<Path> left = Files.walk(temporary)) {
            assertEquals(List.of(), left.filter(Files::isRegularFile)
                    .filter(file -> file.getFileName().toString().contains("onnxruntime")).toList());
        }
        // The data directory holds the two folders unpacked whole, the model's and the libraries', and nothing else.
        Path libraries = OnnxRuntimeLibraries.unpack(data).orElseThrow();
        List<String> unpacked = children(data).stream().map(child -> child.getFileName().toString()).sorted().toList();
        assertEquals(2, unpacked.size(), unpacked::toString);
        assertTrue(unpacked.get(0).startsWith(MiniLmEmbedder.MODEL + "-"), unpacked::toString);
        assertEquals(libraries.getFileName().toString(), unpacked.get(1));
    }

    private static List<Path> children(Path parent) throws IOException {
        try (Stream<Path> children = Files.list(parent)) {
            return children.toList();
        }
    }

    /** A process that loads the model, says so, and waits to be killed. */
    public static final class LoadsTheModel {

        static final String LOADED = "loaded";

        public static void main(String[] args) throws InterruptedException {
            MiniLmEmbedder model = MiniLmEmbedder.load(Path.of(args[0]));
            model.ofQuery("warm the model up");
            System.out.println(LOADED);
            System.out.flush();
            Thread.sleep(60_000);
        }
    }
}
