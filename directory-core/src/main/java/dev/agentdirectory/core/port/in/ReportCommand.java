package dev.agentdirectory.core.port.in;

/** A report of a broken listing as the agent sent it; {@code details} may be null. */
public record ReportCommand(String serviceId, String issue, String details) {
}
