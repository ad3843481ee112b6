package dev.agentdirectory.core.health;

import dev.agentdirectory.core.probe.CheckStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Listings that keep failing sink: {@code threshold} consecutive failed probes demote a listing below every
 * non-demoted match; failures that have lasted {@code hideAfter} hide it from search. An ok probe lifts both.
 */
public record DemotionPolicy(int threshold, Duration hideAfter) {

    public static final DemotionPolicy DEFAULT = new DemotionPolicy(3, Duration.ofDays(7));

    public DemotionPolicy {
        Objects.requireNonNull(hideAfter, "hideAfter");
        if (threshold < 1) {
            throw new IllegalArgumentException("threshold must be at least 1");
        }
    }

    public boolean isDemoted(Health health) {
        return health.consecutiveFailures() >= threshold;
    }

    /** From when a demoted listing is hidden from search; empty while it is not demoted. */
    public Optional<Instant> hiddenFrom(Health health) {
        if (!isDemoted(health) || health.failingSince() == null) {
            return Optional.empty();
        }
        return Optional.of(health.failingSince().plus(hideAfter));
    }

    /** Whether search hides the listing at {@code now}: it has been demoted and failing for {@code hideAfter}. */
    public boolean isHiddenAt(Health health, Instant now) {
        return hiddenFrom(health).map(from -> !now.isBefore(from)).orElse(false);
    }

    /** The band of the results a listing falls in: healthy, then failing, then demoted; relevance orders within a band. */
    public Standing standing(Health health) {
        if (isDemoted(health)) {
            return Standing.DEMOTED;
        }
        return health.lastCheckStatus() == CheckStatus.OK ? Standing.HEALTHY : Standing.UNHEALTHY;
    }
}
