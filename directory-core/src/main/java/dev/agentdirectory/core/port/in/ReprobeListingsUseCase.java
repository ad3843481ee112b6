package dev.agentdirectory.core.port.in;

/** Keeps statuses true without reports: probes the listings whose next probe is due. */
public interface ReprobeListingsUseCase {

    /** Probes up to {@code max} due listings and answers how many it probed. */
    int reprobeDue(int max);
}
