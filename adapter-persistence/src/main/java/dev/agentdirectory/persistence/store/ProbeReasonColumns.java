package dev.agentdirectory.persistence.store;

import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;

/**
 * How a probe reason sits in its two columns: the kind's code, and the HTTP status only for the kinds that carry
 * one (null otherwise). A code this version does not know, written by a newer one, reads as no reason rather than
 * making the listing unreadable.
 */
final class ProbeReasonColumns {

    private ProbeReasonColumns() {
    }

    static String code(ProbeReason reason) {
        return reason == null ? null : reason.kind().code();
    }

    static Integer httpStatus(ProbeReason reason) {
        return reason == null || !reason.kind().carriesStatus() ? null : reason.httpStatus();
    }

    static ProbeReason read(String code, Integer httpStatus) {
        if (code == null) {
            return null;
        }
        return ProbeReasonKind.fromCode(code)
                .map(kind -> new ProbeReason(kind, kind.carriesStatus() && httpStatus != null ? httpStatus : 0))
                .orElse(null);
    }
}
