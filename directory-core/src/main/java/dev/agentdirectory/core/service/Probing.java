package dev.agentdirectory.core.service;

import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeOutcomeRules;
import java.net.URI;
import java.time.Clock;

/** Probes a URL and turns what it saw into a listing's next health; shared by every use case that probes. */
final class Probing {

    private final Prober prober;
    private final Clock clock;
    private final DirectorySettings settings;

    Probing(Prober prober, Clock clock, DirectorySettings settings) {
        this.prober = prober;
        this.clock = clock;
        this.settings = settings;
    }

    /** What the rules made of a probe, and the health it leads to. */
    record Result(ProbeJudgement judgement, Health health) {
    }

    Result probe(ServiceType type, URI url, Health before) {
        ProbeJudgement judgement = judge(type, url);
        return new Result(judgement, after(before, judgement));
    }

    ProbeJudgement judge(ServiceType type, URI url) {
        return ProbeOutcomeRules.judgement(type.expectedDocument(), prober.probe(url), clock.instant());
    }

    Health after(Health before, ProbeJudgement judgement) {
        return before.afterProbe(judgement, clock.instant(), settings.reprobe());
    }

    /** Whether a report at this moment is answered by the listing's last probe instead of a new one. */
    boolean answersFromLastProbe(Health health) {
        var now = clock.instant();
        return health.probedWithin(settings.reportCooldown(), now) || health.throttledAt(now);
    }
}
