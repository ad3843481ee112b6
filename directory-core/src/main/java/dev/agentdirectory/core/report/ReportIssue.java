package dev.agentdirectory.core.report;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** What an agent says is wrong with a listing. */
public enum ReportIssue {
    UNREACHABLE("unreachable"),
    INVALID_RESPONSE("invalid_response"),
    OTHER("other");

    private final String wireName;

    ReportIssue(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<ReportIssue> fromWireName(String name) {
        return Arrays.stream(values()).filter(issue -> issue.wireName.equals(name)).findFirst();
    }

    public static List<String> wireNames() {
        return Arrays.stream(values()).map(ReportIssue::wireName).toList();
    }
}
