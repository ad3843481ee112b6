package dev.agentdirectory.core.testing;

import dev.agentdirectory.core.probe.ProbeJudgement;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import dev.agentdirectory.core.probe.ProbeVerdict;

/** Judgements for tests of rules that read only the verdict, each with a reason a probe of that verdict has. */
public final class Judgements {

    private Judgements() {
    }

    public static ProbeJudgement judged(ProbeVerdict verdict) {
        return ProbeJudgement.of(verdict, ProbeReason.of(switch (verdict) {
            case OK -> ProbeReasonKind.OK;
            case UNREACHABLE -> ProbeReasonKind.TIMEOUT;
            case INVALID -> ProbeReasonKind.NOT_JSON_OBJECT;
            case INCONCLUSIVE -> ProbeReasonKind.PROBER_BUSY;
        }));
    }
}
