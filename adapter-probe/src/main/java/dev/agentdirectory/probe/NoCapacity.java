package dev.agentdirectory.probe;

/** The prober's own limits stop this probe before the host had a fair chance; becomes a {@code NotAttempted}. */
final class NoCapacity extends Exception {

    NoCapacity(String reason) {
        super(reason, null, false, false);
    }
}
