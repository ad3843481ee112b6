package dev.agentdirectory.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.embedding.UnpackedOnce.Packed;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files are unpacked into a folder of their own, whole or not at all. */
class UnpackedOnceTest {

    @Test
    void anUnpackingThatFailsHalfwayLeavesNothingBehind(@TempDir Path source, @TempDir Path parent)
            throws IOException {
        Path model = Files.writeString(source.resolve("model.onnx"), "weights");
        Packed packed = new Packed("model.onnx", model.toUri().toURL(), 42);

        // The second copy of the same name fails after the first was written, as a full disk fails a copy.
        assertThrows(UncheckedIOException.class, () -> UnpackedOnce.folder(parent, "model", List.of(packed, packed)));

        try (Stream<Path> left = Files.list(parent)) {
            assertEquals(List.of(), left.toList());
        }
    }
}
