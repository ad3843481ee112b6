package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.error.Violation;
import java.util.List;

/**
 * A report of a broken listing as the agent sent it; {@code details} may be null. {@code readErrors} are what
 * the adapter found while reading its wire format.
 */
public record ReportCommand(String serviceId, String issue, String details, List<Violation> readErrors) {

    public ReportCommand {
        readErrors = List.copyOf(readErrors);
    }

    public ReportCommand(String serviceId, String issue, String details) {
        this(serviceId, issue, details, List.of());
    }
}
