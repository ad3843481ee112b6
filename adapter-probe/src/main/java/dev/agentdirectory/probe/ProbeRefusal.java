package dev.agentdirectory.probe;

/** The URL or an address it resolves to may not be probed; becomes a {@code Refused} observation. */
final class ProbeRefusal extends Exception {

    ProbeRefusal(String reason) {
        super(reason, null, false, false);
    }
}
