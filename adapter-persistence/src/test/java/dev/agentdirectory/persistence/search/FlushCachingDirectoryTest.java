package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.lucene.store.FlushInfo;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;
import org.apache.lucene.store.MergeInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlushCachingDirectoryTest {

    private static final IOContext FLUSH = new IOContext(new FlushInfo(10, 4096));
    private static final IOContext MERGE = new IOContext(new MergeInfo(10, 4096, false, 1));

    @Test
    void aFlushedSegmentStaysInMemoryUntilCommitted(@TempDir Path folder) throws IOException {
        try (FlushCachingDirectory directory = new FlushCachingDirectory(folder)) {
            write(directory, "_0.cfs", FLUSH);

            assertArrayEquals(new String[] {"_0.cfs"}, directory.listCachedFiles());
            assertFalse(Files.exists(folder.resolve("_0.cfs")));
        }
    }

    @Test
    void aMergedSegmentGoesStraightToDisk(@TempDir Path folder) throws IOException {
        try (FlushCachingDirectory directory = new FlushCachingDirectory(folder)) {
            write(directory, "_1.cfs", MERGE);

            assertArrayEquals(new String[0], directory.listCachedFiles());
            assertTrue(Files.exists(folder.resolve("_1.cfs")));
        }
    }

    private static void write(FlushCachingDirectory directory, String name, IOContext context) throws IOException {
        try (IndexOutput output = directory.createOutput(name, context)) {
            output.writeBytes(new byte[4096], 4096);
        }
    }
}
