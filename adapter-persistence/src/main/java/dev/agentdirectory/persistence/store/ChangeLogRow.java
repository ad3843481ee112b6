package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.change.PrunedTombstones;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import java.time.Instant;

/** The one row of the {@code change_log} table; {@code prunedBefore} is null until a tombstone is removed. */
@MappedEntity("change_log")
record ChangeLogRow(@Id int id, String logId, long prunedThrough, @Nullable Instant prunedBefore) {

    PrunedTombstones pruned() {
        return prunedBefore == null ? PrunedTombstones.NONE : new PrunedTombstones(prunedThrough, prunedBefore);
    }
}
