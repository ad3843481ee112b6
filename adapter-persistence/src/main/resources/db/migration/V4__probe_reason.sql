-- Why the last probe came out as it did, for the listing's owner: a reason code (ProbeReasonKind's code, such as
-- http_status, dns_failure or private_address) and the HTTP status for the codes that carry one. Only the code is
-- kept, never the prober's own text, which may name an address the URL resolved to. Null for listings last probed
-- before this migration. Plain types for H2 (PostgreSQL mode) and PostgreSQL alike.
ALTER TABLE listings ADD COLUMN last_probe_reason VARCHAR(32);
ALTER TABLE listings ADD COLUMN last_probe_http_status INTEGER;
