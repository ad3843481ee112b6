package dev.agentdirectory.persistence.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Function;
import javax.sql.DataSource;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.RandomAccessStore;

/**
 * Keeps an embedded H2 file from outgrowing its data, doing in bounded rounds the housekeeping H2's background writer
 * would do. {@code WRITE_DELAY=0} (each commit on disk before its 201: docs/durability.md) writes every commit as a
 * chunk of its own and stops that writer, so nothing else rewrites the chunks that commits later leave sparse: their
 * few live pages keep every such chunk, and the file grows to many times its data (docs/durability.md, "The embedded
 * file's size").
 *
 * <p>A round rewrites the live pages of the sparsest chunks older than H2's retention time (45 s by default, so that
 * a chunk is only overwritten once the operating system has surely written what replaced it), commits them, and moves
 * chunks from the end of the file into the free space before it, so that the file shrinks. Every step is H2's own,
 * under its locks, beside the requests' transactions. Other databases (PostgreSQL, H2 in memory) have nothing to do.
 *
 * <p>A round holds H2's store lock while it rewrites, and every commit takes that lock too, so a commit that arrives
 * meanwhile waits for the round. A round is therefore only as large as the store's quiet allows: when something was
 * committed since the last round, it does at most {@link #BUSY_ROUND_BYTES}, as H2's own writer does when the store
 * is busy; only when nothing was, the full {@code bytesPerRound}.
 */
public final class H2FileHousekeeping {

    /** The sparsest chunks are rewritten while live pages fill less than this share of all chunks together. */
    private static final int SPARSE_CHUNK_PERCENT = 80;
    /** Chunks are moved to shrink the file while less than this share of it holds chunks. */
    private static final int FRAGMENTED_FILE_PERCENT = 90;

    /**
     * The most a round rewrites, and moves, when something was committed since the last round: a quarter of H2's
     * default write buffer, H2's own background writer's budget while the store is busy. At 100,000 listings a commit
     * then waits no longer than without the housekeeping (docs/durability.md, "What it costs a write").
     */
    static final int BUSY_ROUND_BYTES = 256 << 10;

    private final DataSource dataSource;
    private final int bytesPerRound;
    /** The file's write count when the last round ended; a later count means something was committed since. */
    private long writesAfterLastRound = -1;

    /**
     * {@code bytesPerRound} bounds the work of a round that starts with nothing committed since the last: the live
     * data rewritten, and the chunks moved.
     */
    public H2FileHousekeeping(DataSource dataSource, int bytesPerRound) {
        this.dataSource = dataSource;
        this.bytesPerRound = bytesPerRound;
    }

    /** The embedded file: its size, the share of its chunks holding live data, and the share of it holding chunks. */
    public record FileState(long fileBytes, int chunkFillPercent, int fileFillPercent) {
    }

    /**
     * One round of housekeeping. The connection held meanwhile keeps the database open, so the store it works on
     * cannot close under it.
     */
    public synchronized Optional<FileState> tidy() {
        return onFileStore(store -> {
            FileStore<?> file = store.getFileStore();
            int budget = file.getWriteCount() == writesAfterLastRound
                    ? bytesPerRound
                    : Math.min(bytesPerRound, BUSY_ROUND_BYTES);
            if (store.compact(SPARSE_CHUNK_PERCENT, budget)) {
                // The rewritten pages are only in memory until a commit writes them; the sparse chunks then hold
                // nothing live and are freed once the retention time has passed.
                store.commit();
            }
            if (file instanceof RandomAccessStore randomAccess) {
                randomAccess.compactMoveChunks(FRAGMENTED_FILE_PERCENT, budget, store);
            }
            writesAfterLastRound = file.getWriteCount();
            return stateOf(store);
        });
    }

    /** The file's state as it is, without housekeeping; nothing for a database that is not an H2 file. */
    public Optional<FileState> state() {
        return onFileStore(H2FileHousekeeping::stateOf);
    }

    /** {@code work} on the embedded file's store, through a connection held while it runs. */
    private Optional<FileState> onFileStore(Function<MVStore, FileState> work) {
        try (Connection connection = dataSource.getConnection()) {
            return fileStore(connection).map(work);
        } catch (SQLException e) {
            throw new IllegalStateException("the embedded database is unreachable for its housekeeping", e);
        }
    }

    private static FileState stateOf(MVStore store) {
        FileStore<?> file = store.getFileStore();
        return new FileState(file.size(), file.getChunksFillRate(), file.getFillRate());
    }

    private static Optional<MVStore> fileStore(Connection connection) throws SQLException {
        if (!connection.isWrapperFor(JdbcConnection.class)) {
            return Optional.empty();
        }
        JdbcConnection h2 = connection.unwrap(JdbcConnection.class);
        if (!(h2.getSession() instanceof SessionLocal embedded)) {
            // a TCP connection to an H2 server: the server keeps its own file
            return Optional.empty();
        }
        MVStore store = embedded.getDatabase().getStore().getMvStore();
        if (store.getFileStore() == null || store.getFileStore().isReadOnly() || store.isClosed()) {
            return Optional.empty();
        }
        return Optional.of(store);
    }
}
