package dev.agentdirectory.persistence.store;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.List;

/** The SQL behind {@link JdbcChangeLog}, in the one dialect H2 (PostgreSQL mode) and PostgreSQL share. */
@JdbcRepository(dialect = Dialect.POSTGRES)
interface ChangeRowRepository extends GenericRepository<ChangeRow, Long> {

    /** Takes the next seq; called last in the writing transaction, so the seq is taken as late as possible. */
    @Query("""
            INSERT INTO listing_changes (seq, listing_id, logged_at)
            VALUES (nextval('listing_change_seq'), :listingId, CURRENT_TIMESTAMP)""")
    void log(String listingId);

    @Query("SELECT * FROM listing_changes WHERE seq > :after ORDER BY seq LIMIT :max")
    List<ChangeRow> after(long after, int max);

    @Query("SELECT * FROM listing_changes WHERE seq BETWEEN :first AND :last ORDER BY seq LIMIT :max")
    List<ChangeRow> within(long first, long last, int max);

    @Query("SELECT COALESCE(MAX(seq), 0) FROM listing_changes")
    long head();

    @Query("SELECT EXISTS (SELECT 1 FROM listing_changes WHERE listing_id = :listingId AND seq > :after)")
    boolean loggedAfter(String listingId, long after);

    @Query("SELECT COALESCE(MAX(seq), 0) FROM listing_changes WHERE logged_at < :time")
    long lastBefore(Instant time);

    @Query("SELECT CURRENT_TIMESTAMP")
    Instant now();

    @Query("SELECT log_id FROM change_log WHERE id = 1")
    String logId();

    @Query("SELECT * FROM change_log WHERE id = 1")
    ChangeLogRow changeLog();

    @Query("""
            DELETE FROM listing_changes c WHERE c.logged_at < :before
            AND EXISTS (SELECT 1 FROM listing_changes n WHERE n.listing_id = c.listing_id AND n.seq > c.seq)""")
    int deleteSuperseded(Instant before);

    /** The highest seq among the tombstones {@link #deleteTombstones} would delete now, or 0. */
    @Query("""
            SELECT COALESCE(MAX(c.seq), 0) FROM listing_changes c WHERE c.logged_at < :before
            AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = c.listing_id)
            AND NOT EXISTS (SELECT 1 FROM listing_changes n WHERE n.listing_id = c.listing_id AND n.seq > c.seq)""")
    long lastTombstoneBefore(Instant before);

    /** Raises the mark past tombstones up to {@code seq}, all logged before {@code before}. */
    @Query("""
            UPDATE change_log SET pruned_through = GREATEST(pruned_through, :seq),
                pruned_before = GREATEST(COALESCE(pruned_before, :before), :before)
            WHERE id = 1""")
    int raisePruned(long seq, Instant before);

    @Query("""
            DELETE FROM listing_changes c WHERE c.seq <= :through
            AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = c.listing_id)
            AND NOT EXISTS (SELECT 1 FROM listing_changes n WHERE n.listing_id = c.listing_id AND n.seq > c.seq)""")
    int deleteTombstones(long through);
}
