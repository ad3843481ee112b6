package dev.agentdirectory.core.testing;

import dev.agentdirectory.core.health.StandingChange;
import dev.agentdirectory.core.port.out.DirectoryEvents;
import dev.agentdirectory.core.probe.ProbeEvidence;
import dev.agentdirectory.core.probe.ProbeVerdict;
import dev.agentdirectory.core.report.ReportIssue;
import java.util.ArrayList;
import java.util.List;

/** Keeps every event it hears, in order, as short sentences a test compares. */
public final class RecordingEvents implements DirectoryEvents {

    private final List<String> heard = new ArrayList<>();

    @Override
    public synchronized void probed(ProbeVerdict verdict, ProbeEvidence evidence) {
        heard.add("probed " + verdict + " " + evidence);
    }

    @Override
    public synchronized void reported(ReportIssue issue, boolean substantiated) {
        heard.add("reported " + issue + (substantiated ? " substantiated" : " unsubstantiated"));
    }

    @Override
    public synchronized void standingChanged(StandingChange change) {
        heard.add(change.toString());
    }

    public synchronized List<String> heard() {
        return List.copyOf(heard);
    }

    /** What was heard since the last call. */
    public synchronized List<String> drain() {
        List<String> since = List.copyOf(heard);
        heard.clear();
        return since;
    }
}
