package dev.agentdirectory.core.probe;

/**
 * What a probe's verdict rests on, in a handful of kinds: enough to tell a host that failed from a guard that
 * refused it or a prober short of capacity, without naming the host.
 */
public enum ProbeEvidence {
    /** The host answered over HTTP and the rules judged the answer. */
    ANSWERED,
    /** No HTTP answer: DNS, connection, TLS, timeout, redirects or a response head over the limits. */
    NO_ANSWER,
    /** The guard refused the URL or the address it resolved to. */
    REFUSED,
    /** The host answered that we should come back later. */
    THROTTLED,
    /** The prober's own capacity ran short; the host was not asked. */
    NOT_ATTEMPTED;

    public static ProbeEvidence of(ProbeObservation seen, ProbeJudgement judgement) {
        if (judgement.throttled()) {
            return THROTTLED;
        }
        if (seen instanceof ProbeObservation.Answered) {
            return ANSWERED;
        }
        if (seen instanceof ProbeObservation.Refused) {
            return REFUSED;
        }
        return seen instanceof ProbeObservation.NotAttempted ? NOT_ATTEMPTED : NO_ANSWER;
    }
}
