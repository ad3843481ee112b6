package dev.agentdirectory.core.error;

/** The kinds of rule a field can break. The javadoc of each says what {@link Violation#limit()} holds. */
public enum ViolationKind {
    /** The field is required and absent. No limit. */
    REQUIRED,
    /** The value is not of the field's type; the limit is the {@link ExpectedType}. */
    WRONG_TYPE,
    /** Text shorter than its minimum length (after trimming); the limit is that minimum. */
    TOO_SHORT,
    /** Text longer than its maximum length; the limit is that maximum. */
    TOO_LONG,
    /** A list with more items than allowed (after normalization); the limit is the maximum count. */
    TOO_MANY_ITEMS,
    /** Not one of the allowed values; the limit is the list of allowed values. */
    NOT_ONE_OF,
    /** A number below its minimum; the limit is that minimum. */
    BELOW_MINIMUM,
    /** A number above its maximum; the limit is that maximum. */
    ABOVE_MAXIMUM,
    /** Not an absolute URL with a host; the limit is the reason, in words. */
    NOT_A_URL,
    /** A URL whose scheme is not allowed; the limit is the list of allowed schemes. */
    URL_SCHEME,
    /** A URL that carries user-info ({@code user:password@}). No limit. */
    URL_WITH_CREDENTIALS,
    /** Text containing the NUL character, which no text means and PostgreSQL cannot store. No limit. */
    NUL_CHARACTER,
    /** The URL field of the other kind of listing; the limit is the {@code ServiceType} that field belongs to. */
    OTHER_KINDS_URL,
    /** Not a date-time in the accepted form; the limit is that form, in words. */
    NOT_A_TIME,
    /** Not a cursor this directory issued. No limit. */
    NOT_A_CURSOR
}
