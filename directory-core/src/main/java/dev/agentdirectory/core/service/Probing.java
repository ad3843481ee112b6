package dev.agentdirectory.core.service;

import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.probe.DocumentTexts;
import dev.agentdirectory.core.probe.ProbeEvidence;
import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeOutcomeRules;
import dev.agentdirectory.core.probe.ProbeVerdict;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Optional;

/**
 * Probes a URL and turns what it saw into a listing's next health and, when the document is ok, what it says the
 * listing does; shared by every use case that probes.
 */
final class Probing {

    private final Prober prober;
    private final Clock clock;
    private final DirectorySettings settings;
    private final DirectoryEvents events;

    Probing(Prober prober, Clock clock, DirectorySettings settings, DirectoryEvents events) {
        this.prober = prober;
        this.clock = clock;
        this.settings = settings;
        this.events = events;
    }

    /**
     * What the rules made of a probe, and what the document says the listing does: present only when the probe
     * found the document ok, for a listing keeps what its document said while the document is out of reach.
     */
    record Judged(ProbeJudgement judgement, Optional<DocumentText> document) {
    }

    /** A probe's judgement and document, and the health it leads to. */
    record Result(Judged judged, Health health) {
    }

    Result probe(ServiceType type, URI url, Health before) {
        Judged judged = judge(type, url);
        return new Result(judged, after(before, judged.judgement()));
    }

    Judged judge(ServiceType type, URI url) {
        ProbeObservation seen = prober.probe(url);
        ProbeJudgement judgement = ProbeOutcomeRules.judgement(type.expectedDocument(), seen, clock.instant());
        events.probed(judgement.verdict(), ProbeEvidence.of(seen, judgement));
        Optional<DocumentText> document = Optional.empty();
        if (judgement.verdict() == ProbeVerdict.OK && seen instanceof ProbeObservation.Answered answered) {
            // An ok document is valid UTF-8 by the rules that judged it.
            document = Optional.of(DocumentTexts.of(type.expectedDocument(),
                    new String(answered.body(), StandardCharsets.UTF_8)));
        }
        return new Judged(judgement, document);
    }

    Health after(Health before, ProbeJudgement judgement) {
        return before.afterProbe(judgement, clock.instant(), settings.reprobe());
    }

    /** Tells the lines a stored probe result moved its listing across; a verdict that was discarded moved none. */
    void stored(Health before, Health after) {
        settings.demotion().changes(before, after).forEach(events::standingChanged);
    }

    /** Whether a report at this moment is answered by the listing's last probe instead of a new one. */
    boolean answersFromLastProbe(Health health) {
        var now = clock.instant();
        return health.probedWithin(settings.reportCooldown(), now) || health.throttledAt(now);
    }
}
