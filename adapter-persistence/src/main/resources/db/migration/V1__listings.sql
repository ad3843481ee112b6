-- One script for H2 (MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE) and PostgreSQL: plain types only.
-- Text columns carry no length: the domain enforces the limits, and H2 and PostgreSQL count characters
-- differently. TEXT is avoided because H2 makes it a CLOB.
CREATE TABLE listings (
    id                    VARCHAR(64)              NOT NULL PRIMARY KEY,
    service_type          VARCHAR(32)              NOT NULL,
    name                  VARCHAR                  NOT NULL,
    description           VARCHAR                  NOT NULL,
    url                   VARCHAR                  NOT NULL,
    setup_requirements    VARCHAR,
    -- A JSON array of strings, in the owner's order.
    tags                  VARCHAR                  NOT NULL,
    owner_contact         VARCHAR,
    api_key_hash          VARCHAR(64)              NOT NULL,
    registered_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    last_check_status     VARCHAR(16)              NOT NULL,
    consecutive_failures  INTEGER                  NOT NULL,
    failing_since         TIMESTAMP WITH TIME ZONE,
    last_probe_at         TIMESTAMP WITH TIME ZONE,
    last_probe_conclusive BOOLEAN                  NOT NULL,
    last_ok_at            TIMESTAMP WITH TIME ZONE,
    next_probe_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    reports_received      BIGINT                   NOT NULL DEFAULT 0,
    reports_substantiated BIGINT                   NOT NULL DEFAULT 0
);

-- The re-prober's claim scans due listings in this order.
CREATE INDEX listings_next_probe_at ON listings (next_probe_at, id);
