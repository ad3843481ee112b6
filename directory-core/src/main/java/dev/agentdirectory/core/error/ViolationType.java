package dev.agentdirectory.core.error;

/** The kinds of rule a field can break, named with the words agents already know from Pydantic. */
public enum ViolationType {
    MISSING("missing"),
    STRING_TOO_SHORT("string_too_short"),
    STRING_TOO_LONG("string_too_long"),
    TOO_LONG("too_long"),
    LITERAL_ERROR("literal_error"),
    GREATER_THAN_EQUAL("greater_than_equal"),
    LESS_THAN_EQUAL("less_than_equal"),
    URL_PARSING("url_parsing"),
    URL_SCHEME("url_scheme"),
    VALUE_ERROR("value_error"),
    STRING_TYPE("string_type"),
    INT_PARSING("int_parsing"),
    LIST_TYPE("list_type"),
    JSON_INVALID("json_invalid"),
    MODEL_ATTRIBUTES_TYPE("model_attributes_type");

    private final String code;

    ViolationType(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }
}
