package dev.agentdirectory.core.probe;

import java.util.Objects;

/**
 * Why a probe came out as it did, as the store keeps it and owners read it: its kind and, for the kinds that carry
 * one, the HTTP status the host answered ({@code 0} for the others). It holds nothing else a prober saw, so the
 * sentence built from it can never reveal an address the URL resolved to or text the host sent.
 */
public record ProbeReason(ProbeReasonKind kind, int httpStatus) {

    public ProbeReason {
        Objects.requireNonNull(kind, "kind");
        if (kind.carriesStatus() ? httpStatus < 100 || httpStatus > 599 : httpStatus != 0) {
            throw new IllegalArgumentException("httpStatus: " + httpStatus + " does not fit a reason of kind " + kind);
        }
    }

    public static ProbeReason of(ProbeReasonKind kind) {
        return new ProbeReason(kind, 0);
    }

    public static ProbeReason httpStatus(int status) {
        return new ProbeReason(ProbeReasonKind.HTTP_STATUS, status);
    }

    /** What the owner reads: what the probe found and what to do about it. */
    public String sentence() {
        return kind.sentence(httpStatus);
    }
}
