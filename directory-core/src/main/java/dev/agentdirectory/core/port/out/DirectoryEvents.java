package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.health.StandingChange;
import dev.agentdirectory.core.probe.ProbeEvidence;
import dev.agentdirectory.core.probe.ProbeVerdict;
import dev.agentdirectory.core.report.ReportIssue;

/**
 * What the directory tells whoever watches it run, an operator's metrics for one. Every method does nothing by
 * default, so an observer overrides what it counts. They are called on the thread doing the work, once the fact
 * they tell of has happened: an observer returns at once and never throws. Nothing passed names a listing, its
 * URL or its owner.
 */
public interface DirectoryEvents {

    /** The observer that observes nothing: the default of {@link dev.agentdirectory.core.Directory.Builder}. */
    DirectoryEvents NONE = new DirectoryEvents() {
    };

    /** A probe of a listed URL ended, whether or not its verdict was kept (an owner may have moved the URL since). */
    default void probed(ProbeVerdict verdict, ProbeEvidence evidence) {
    }

    /** A report was answered; substantiated when a conclusive probe found the listing not ok. */
    default void reported(ReportIssue issue, boolean substantiated) {
    }

    /** A probe's verdict, once stored, moved a listing across a line. */
    default void standingChanged(StandingChange change) {
    }
}
