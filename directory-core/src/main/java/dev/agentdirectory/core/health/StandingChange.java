package dev.agentdirectory.core.health;

/** A move of a listing across the lines search draws: into demotion, out of sight, or back from either. */
public enum StandingChange {
    DEMOTED,
    HIDDEN,
    RESTORED
}
