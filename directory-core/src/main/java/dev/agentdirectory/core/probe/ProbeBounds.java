package dev.agentdirectory.core.probe;

import java.time.Duration;

/**
 * The bounds of one probe that the product promises listed services (connect, whole probe, redirects, body), in
 * one place for the prober that keeps them and the texts that tell owners about them.
 */
public final class ProbeBounds {

    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);
    public static final Duration WHOLE_PROBE = Duration.ofSeconds(5);
    public static final int MAX_REDIRECTS = 3;
    public static final int MAX_BODY_BYTES = 1024 * 1024;

    private ProbeBounds() {
    }
}
