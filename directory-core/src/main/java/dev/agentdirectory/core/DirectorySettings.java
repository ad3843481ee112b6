package dev.agentdirectory.core;

import dev.agentdirectory.core.health.DemotionPolicy;
import dev.agentdirectory.core.health.ReprobeSchedule;
import java.time.Duration;
import java.util.Objects;

/**
 * The directory's tunable thresholds. {@code reportCooldown}: a report within this time of the last probe
 * reuses its result, so a flood of reports never becomes a flood of probes against the listed host.
 */
public record DirectorySettings(Duration reportCooldown, DemotionPolicy demotion, ReprobeSchedule reprobe) {

    public static final DirectorySettings DEFAULTS =
            new DirectorySettings(Duration.ofSeconds(60), DemotionPolicy.DEFAULT, ReprobeSchedule.DEFAULT);

    public DirectorySettings {
        Objects.requireNonNull(reportCooldown, "reportCooldown");
        Objects.requireNonNull(demotion, "demotion");
        Objects.requireNonNull(reprobe, "reprobe");
        if (reportCooldown.isNegative()) {
            throw new IllegalArgumentException("reportCooldown must not be negative");
        }
    }
}
