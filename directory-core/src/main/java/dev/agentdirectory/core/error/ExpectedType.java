package dev.agentdirectory.core.error;

/** The type a field must have, for violations of kind {@link ViolationKind#WRONG_TYPE}. */
public enum ExpectedType {
    TEXT,
    LIST,
    INTEGER
}
