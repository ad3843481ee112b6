package dev.agentdirectory.core.health;

import dev.agentdirectory.core.probe.CheckStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

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

    /**
     * The lines a probe moved a listing across, from {@code before} to {@code after}. Hiding comes with time, not
     * with a probe, so it is told by the first probe that ends at or past the hiding time.
     */
    public Set<StandingChange> changes(Health before, Health after) {
        Set<StandingChange> changes = EnumSet.noneOf(StandingChange.class);
        if (!isDemoted(before) && isDemoted(after)) {
            changes.add(StandingChange.DEMOTED);
        }
        if (isDemoted(before) && !isDemoted(after)) {
            changes.add(StandingChange.RESTORED);
        }
        if (!hiddenWhenProbed(before) && hiddenWhenProbed(after)) {
            changes.add(StandingChange.HIDDEN);
        }
        return changes;
    }

    private boolean hiddenWhenProbed(Health health) {
        Instant probedAt = health.lastProbeAt();
        return probedAt != null && isHiddenAt(health, probedAt);
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
