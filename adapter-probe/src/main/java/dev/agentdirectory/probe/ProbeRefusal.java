package dev.agentdirectory.probe;

import dev.agentdirectory.core.probe.ProbeReasonKind;

/**
 * The URL or an address it resolves to may not be probed; becomes a {@code Refused} observation. {@code kind} is
 * what the owner may learn; the message may name the address, and stays in the prober's own detail.
 */
final class ProbeRefusal extends Exception {

    private final ProbeReasonKind kind;

    ProbeRefusal(ProbeReasonKind kind, String detail) {
        super(detail, null, false, false);
        this.kind = kind;
    }

    ProbeReasonKind kind() {
        return kind;
    }
}
