package dev.agentdirectory.core.probe;

import java.util.Objects;

/** What a prober saw when it fetched a listing's URL, before any rule judges it. */
public sealed interface ProbeObservation {

    /** The guard refused the URL or the address it resolved to (SSRF). */
    record Refused(String reason) implements ProbeObservation {
        public Refused {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** No HTTP answer: DNS failure, connection error, timeout, TLS failure, too many redirects. */
    record Failed(String reason) implements ProbeObservation {
        public Failed {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * An HTTP answer. {@code body} holds at most the read limit; {@code bodyOverLimit} says there was more.
     * {@code contentType} may be null.
     */
    record Answered(int status, String contentType, boolean hasRetryAfter, byte[] body, boolean bodyOverLimit)
            implements ProbeObservation {
        public Answered {
            Objects.requireNonNull(body, "body");
        }
    }
}
