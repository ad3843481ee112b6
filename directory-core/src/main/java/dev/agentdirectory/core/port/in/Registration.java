package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.listing.ApiKey;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeVerdict;

/** A new listing, its key (the only time the key is ever available), and what the first probe found and why. */
public record Registration(Listing listing, ApiKey apiKey, ProbeVerdict firstProbe, ProbeReason firstProbeReason) {
}
