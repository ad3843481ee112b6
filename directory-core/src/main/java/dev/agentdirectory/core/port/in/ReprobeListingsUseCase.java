package dev.agentdirectory.core.port.in;

import java.util.function.BooleanSupplier;

/** Keeps statuses true without reports: probes the listings whose next probe is due. */
public interface ReprobeListingsUseCase {

    /**
     * Claims up to {@code max} due listings, probes them one after another and answers how many it probed.
     * Once {@code stop} answers true it probes no more: a shutting-down process finishes the probe in hand
     * and leaves the rest of its claim to lapse.
     */
    int reprobeDue(int max, BooleanSupplier stop);
}
