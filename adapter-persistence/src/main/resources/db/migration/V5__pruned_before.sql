-- The change feed for mirrors (docs/change-log.md, "Mirrors") asks whether compaction removed a tombstone a
-- reader still needs. pruned_through says how far removed tombstones stood; pruned_before, the time before which
-- every one of them was logged, so a reader that began later is not sent back to the start. NULL: none removed.
ALTER TABLE change_log ADD COLUMN pruned_before TIMESTAMP WITH TIME ZONE;

-- Tombstones removed before this column existed were logged at some time before now.
UPDATE change_log SET pruned_before = CURRENT_TIMESTAMP WHERE pruned_through > 0;
