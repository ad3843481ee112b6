package dev.agentdirectory.app.metrics;

import dev.agentdirectory.core.health.StandingChange;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.probe.ProbeEvidence;
import dev.agentdirectory.core.probe.ProbeVerdict;
import dev.agentdirectory.core.report.ReportIssue;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * Counts what the core tells. Every counter is registered at start, at zero, so that a rate over the first
 * increment is not lost; every tag comes from an enum, so no listing, URL or owner can become a label.
 */
public final class MeteredEvents implements DirectoryEvents {

    private final Map<ProbeVerdict, Map<ProbeEvidence, Counter>> probes = new EnumMap<>(ProbeVerdict.class);
    private final Map<ReportIssue, Counter> substantiated = new EnumMap<>(ReportIssue.class);
    private final Map<ReportIssue, Counter> unsubstantiated = new EnumMap<>(ReportIssue.class);
    private final Map<StandingChange, Counter> changes = new EnumMap<>(StandingChange.class);

    public MeteredEvents(MeterRegistry registry) {
        for (ProbeVerdict verdict : ProbeVerdict.values()) {
            Map<ProbeEvidence, Counter> byEvidence = new EnumMap<>(ProbeEvidence.class);
            for (ProbeEvidence evidence : ProbeEvidence.values()) {
                byEvidence.put(evidence, Counter.builder(MetricNames.PROBES)
                        .description("Probes of listed URLs, by verdict and by what the verdict rests on")
                        .tag("outcome", label(verdict)).tag("evidence", label(evidence)).register(registry));
            }
            probes.put(verdict, byEvidence);
        }
        for (ReportIssue issue : ReportIssue.values()) {
            substantiated.put(issue, report(registry, issue, true));
            unsubstantiated.put(issue, report(registry, issue, false));
        }
        for (StandingChange change : StandingChange.values()) {
            changes.put(change, Counter.builder(MetricNames.STANDING_CHANGES)
                    .description("Listings demoted, hidden (counted by the first probe at or past the hiding "
                            + "time) and restored by an ok probe")
                    .tag("change", label(change)).register(registry));
        }
    }

    private static Counter report(MeterRegistry registry, ReportIssue issue, boolean substantiated) {
        return Counter.builder(MetricNames.REPORTS)
                .description("Reports answered, by issue and by whether a conclusive probe found the listing not ok")
                .tag("issue", issue.wireName()).tag("substantiated", Boolean.toString(substantiated))
                .register(registry);
    }

    static String label(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public void probed(ProbeVerdict verdict, ProbeEvidence evidence) {
        probes.get(verdict).get(evidence).increment();
    }

    @Override
    public void reported(ReportIssue issue, boolean wasSubstantiated) {
        (wasSubstantiated ? substantiated : unsubstantiated).get(issue).increment();
    }

    @Override
    public void standingChanged(StandingChange change) {
        changes.get(change).increment();
    }
}
