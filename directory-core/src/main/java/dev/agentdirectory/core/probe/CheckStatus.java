package dev.agentdirectory.core.probe;

/** The status a listing's latest conclusive probe left it in, as the contract names it. */
public enum CheckStatus {
    OK("ok"),
    UNREACHABLE("unreachable"),
    INVALID("invalid");

    private final String wireName;

    CheckStatus(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static CheckStatus fromWireName(String name) {
        for (CheckStatus status : values()) {
            if (status.wireName.equals(name)) {
                return status;
            }
        }
        throw new IllegalArgumentException("unknown check status: " + name);
    }
}
