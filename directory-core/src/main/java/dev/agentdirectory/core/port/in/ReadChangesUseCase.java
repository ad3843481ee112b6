package dev.agentdirectory.core.port.in;

/**
 * The store's changes in order, for mirrors that keep a copy of the directory: every registration, update, probe
 * result and deregistration, page by page, resumable from a cursor, and never skipping a change that commits late.
 */
public interface ReadChangesUseCase {

    /**
     * @throws dev.agentdirectory.core.error.InvalidRequestException for a garbled cursor or time, or a limit out of range
     * @throws dev.agentdirectory.core.error.ResyncNeededException when the reader must start again from scratch
     */
    ChangePage read(ChangesQuery query);
}
