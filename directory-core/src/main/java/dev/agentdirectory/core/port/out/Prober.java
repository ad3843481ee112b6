package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.probe.ProbeObservation;
import java.net.URI;

/**
 * Fetches a listing's URL and says what it saw. Never throws for anything the remote side does: a failure is
 * an observation. Implementations bound the time a probe takes, and answer {@code NotAttempted} when their own
 * capacity, not the host, stops a probe, so that a busy prober never makes a listing look broken.
 */
public interface Prober {

    ProbeObservation probe(URI url);
}
