package dev.agentdirectory.persistence.search;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.NRTCachingDirectory;

/**
 * The index's folder, where the small segments that near-real-time refreshes flush stay in memory until they are
 * merged or committed, so that a refresh writes no file. Merged segments go straight to disk. A merge runs in the
 * background, and what it wrote would stay in the heap until the next commit copied it out: long enough to reach the
 * old generation, and under a stream of registrations the largest share of the old garbage that full collections
 * reclaim (docs/performance.md, "Registration at a fixed rate").
 */
final class FlushCachingDirectory extends NRTCachingDirectory {

    private static final double MAX_CACHED_SEGMENT_MB = 8;
    private static final double MAX_CACHED_MB = 64;

    FlushCachingDirectory(Path folder) throws IOException {
        super(FSDirectory.open(folder), MAX_CACHED_SEGMENT_MB, MAX_CACHED_MB);
    }

    @Override
    protected boolean doCacheWrite(String name, IOContext context) {
        return context.context != IOContext.Context.MERGE && super.doCacheWrite(name, context);
    }
}
