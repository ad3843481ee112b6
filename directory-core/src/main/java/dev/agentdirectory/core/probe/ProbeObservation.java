package dev.agentdirectory.core.probe;

import java.util.Objects;

/** What a prober saw when it fetched a listing's URL, before any rule judges it. */
public sealed interface ProbeObservation {

    /**
     * The guard refused the URL or the address it resolved to (SSRF). {@code kind} is what an owner may learn of
     * it; {@code detail} (for logs and tests) may name the address, so it is never stored or shown.
     */
    record Refused(ProbeReasonKind kind, String detail) implements ProbeObservation {
        public Refused {
            requireSource(kind, ProbeReasonKind.Source.REFUSAL);
            Objects.requireNonNull(detail, "detail");
        }
    }

    /**
     * No HTTP answer: DNS failure, connection error, timeout, TLS failure, too many redirects, a response head over
     * the limits. {@code detail}, as for a refusal, is never stored or shown.
     */
    record Failed(ProbeReasonKind kind, String detail) implements ProbeObservation {
        public Failed {
            requireSource(kind, ProbeReasonKind.Source.NO_ANSWER);
            Objects.requireNonNull(detail, "detail");
        }
    }

    /**
     * The prober never gave the host a fair chance, for want of its own capacity: every probe slot busy, the
     * host's share of probes used up, or the deadline spent waiting for a slot. It says nothing about the listing.
     */
    record NotAttempted(String detail) implements ProbeObservation {
        public NotAttempted {
            Objects.requireNonNull(detail, "detail");
        }
    }

    /**
     * An HTTP answer. {@code body} holds at most the read limit; {@code bodyOverLimit} says there was more.
     * {@code contentType} and {@code retryAfter} (the raw {@code Retry-After} header) may be null.
     */
    record Answered(int status, String contentType, String retryAfter, byte[] body, boolean bodyOverLimit)
            implements ProbeObservation {
        public Answered {
            Objects.requireNonNull(body, "body");
        }

        /** For callers that only know whether a {@code Retry-After} was present, not what it said. */
        public Answered(int status, String contentType, boolean hasRetryAfter, byte[] body, boolean bodyOverLimit) {
            this(status, contentType, hasRetryAfter ? "" : null, body, bodyOverLimit);
        }

        public boolean hasRetryAfter() {
            return retryAfter != null;
        }
    }

    private static void requireSource(ProbeReasonKind kind, ProbeReasonKind.Source source) {
        Objects.requireNonNull(kind, "kind");
        if (kind.source() != source) {
            throw new IllegalArgumentException("kind: " + kind + " is not seen as " + source);
        }
    }
}
