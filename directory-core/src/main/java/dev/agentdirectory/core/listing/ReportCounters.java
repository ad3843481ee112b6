package dev.agentdirectory.core.listing;

/** How many reports a listing received, and how many of them a probe substantiated. Internal, never shown. */
public record ReportCounters(long received, long substantiated) {

    public static final ReportCounters NONE = new ReportCounters(0, 0);

    public ReportCounters {
        if (received < 0 || substantiated < 0 || substantiated > received) {
            throw new IllegalArgumentException("report counters out of range: " + received + "/" + substantiated);
        }
    }

    public ReportCounters plus(boolean wasSubstantiated) {
        return new ReportCounters(received + 1, substantiated + (wasSubstantiated ? 1 : 0));
    }
}
