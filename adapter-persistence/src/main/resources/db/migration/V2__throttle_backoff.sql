-- A host that throttles probes (429, or 503 with Retry-After) is left alone until throttled_until, and for
-- longer with each throttled answer in a row (consecutive_throttles), so that neither the re-prober nor a
-- report probes it again before it asked. Plain types for H2 (PostgreSQL mode) and PostgreSQL alike.
ALTER TABLE listings ADD COLUMN consecutive_throttles INTEGER NOT NULL DEFAULT 0;
ALTER TABLE listings ADD COLUMN throttled_until TIMESTAMP WITH TIME ZONE;
