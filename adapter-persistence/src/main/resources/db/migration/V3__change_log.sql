-- The change log every search index follows (docs/change-log.md). Each write that changes what search shows
-- takes the next seq in the transaction that makes it; readers apply changes in seq order. Plain types and
-- functions that H2 (PostgreSQL mode) and PostgreSQL share.
CREATE SEQUENCE listing_change_seq;

CREATE TABLE listing_changes (
    seq        BIGINT                   NOT NULL PRIMARY KEY,
    listing_id VARCHAR(64)              NOT NULL,
    -- The database's clock when the seq was taken: a gap older than the settle time is a rolled-back write.
    logged_at  TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Compaction finds the entries a later entry of the same listing supersedes.
CREATE INDEX listing_changes_listing ON listing_changes (listing_id, seq);
CREATE INDEX listing_changes_logged_at ON listing_changes (logged_at);

-- One row: the log's identity (an index built from another database is rebuilt), and how far compaction has
-- removed tombstones (a reader standing below that could miss a deregistration, and rebuilds).
CREATE TABLE change_log (
    id             INTEGER     NOT NULL PRIMARY KEY,
    log_id         VARCHAR(64) NOT NULL,
    pruned_through BIGINT      NOT NULL
);
INSERT INTO change_log (id, log_id, pruned_through) VALUES (1, CAST(gen_random_uuid() AS VARCHAR), 0);

-- Listings stored before the log existed enter it once, so that a reader starting from the beginning sees them.
INSERT INTO listing_changes (seq, listing_id, logged_at)
SELECT nextval('listing_change_seq'), id, CURRENT_TIMESTAMP FROM listings;
