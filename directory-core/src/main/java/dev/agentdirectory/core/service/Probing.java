package dev.agentdirectory.core.service;

import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.ProbeOutcomeRules;
import dev.agentdirectory.core.probe.ProbeVerdict;
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

    /** A probe's verdict and the health it leads to. */
    record Result(ProbeVerdict verdict, Health health) {
    }

    Result probe(ServiceType type, URI url, Health before) {
        ProbeVerdict verdict = verdict(type, url);
        return new Result(verdict, after(before, verdict));
    }

    ProbeVerdict verdict(ServiceType type, URI url) {
        return ProbeOutcomeRules.judge(type, prober.probe(url));
    }

    Health after(Health before, ProbeVerdict verdict) {
        return before.afterProbe(verdict, clock.instant(), settings.reprobe());
    }
}
