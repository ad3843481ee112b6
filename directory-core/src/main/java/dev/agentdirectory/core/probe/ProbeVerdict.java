package dev.agentdirectory.core.probe;

import java.util.Optional;

/** What a probe means for a listing: a status, or nothing when the host throttled us. */
public enum ProbeVerdict {
    OK(CheckStatus.OK),
    UNREACHABLE(CheckStatus.UNREACHABLE),
    INVALID(CheckStatus.INVALID),
    INCONCLUSIVE(null);

    private final CheckStatus status;

    ProbeVerdict(CheckStatus status) {
        this.status = status;
    }

    /** The status this verdict sets; empty when it leaves the previous status standing. */
    public Optional<CheckStatus> status() {
        return Optional.ofNullable(status);
    }

    public boolean isConclusive() {
        return status != null;
    }

    public boolean isFailure() {
        return status != null && status != CheckStatus.OK;
    }
}
