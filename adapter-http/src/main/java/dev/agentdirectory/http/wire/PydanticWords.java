package dev.agentdirectory.http.wire;

import dev.agentdirectory.core.error.ExpectedType;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.listing.ServiceType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Says a domain violation in the words of Pydantic v2, which agents already parse: type, msg and ctx. */
final class PydanticWords {

    private PydanticWords() {
    }

    static ValidationErrorItem describe(Violation violation, List<Object> root) {
        List<Object> loc = new ArrayList<>(root);
        loc.add(WireNames.of(violation.field()));
        if (violation.path().index() != null) {
            loc.add(violation.path().index());
        }
        Object limit = violation.limit();
        Object input = violation.input();
        return switch (violation.kind()) {
            case REQUIRED -> item("missing", loc, "Field required", input, Map.of());
            case WRONG_TYPE -> wrongType((ExpectedType) limit, loc, input);
            case TOO_SHORT -> item("string_too_short", loc, "String should have at least " + limit + " character"
                    + (Integer.valueOf(1).equals(limit) ? "" : "s"), input, Map.of("min_length", limit));
            case TOO_LONG -> item("string_too_long", loc, (isUrl(violation.field()) ? "URL" : "String")
                    + " should have at most " + limit + " characters", input, Map.of("max_length", limit));
            case TOO_MANY_ITEMS -> item("too_long", loc, "List should have at most " + limit
                    + " items after normalization", input, Map.of("field_type", "List", "max_length", limit));
            case NOT_ONE_OF -> {
                String expected = options((List<?>) limit);
                yield item("literal_error", loc, "Input should be " + expected, input, Map.of("expected", expected));
            }
            case BELOW_MINIMUM -> item("greater_than_equal", loc, "Input should be greater than or equal to " + limit,
                    input, Map.of("ge", limit));
            case ABOVE_MAXIMUM -> item("less_than_equal", loc, "Input should be less than or equal to " + limit,
                    input, Map.of("le", limit));
            case NOT_A_URL -> item("url_parsing", loc, "Input should be a valid URL, " + limit, input,
                    Map.of("error", limit));
            case URL_SCHEME -> {
                String expected = options((List<?>) limit);
                yield item("url_scheme", loc, "URL scheme should be " + expected, input,
                        Map.of("expected_schemes", expected));
            }
            case URL_WITH_CREDENTIALS -> valueError(loc, "URL must not contain user-info (user:password@)", input);
            case NUL_CHARACTER -> valueError(loc, "text must not contain the NUL character (U+0000)", input);
            case OTHER_KINDS_URL -> {
                ServiceType owner = (ServiceType) limit;
                yield valueError(loc, WireNames.of(owner.urlField()) + " is only for " + owner.wireName()
                        + " listings; a " + owner.other().wireName() + " listing has "
                        + WireNames.of(owner.other().urlField()), input);
            }
            case NOT_A_TIME -> item("datetime_parsing", loc, "Input should be a valid datetime, " + limit, input,
                    Map.of("error", limit));
            case NOT_A_CURSOR -> valueError(loc, "not a cursor this directory issued; send next_cursor back "
                    + "exactly as the last page gave it", input);
        };
    }

    private static ValidationErrorItem wrongType(ExpectedType expected, List<Object> loc, Object input) {
        return switch (expected) {
            case TEXT -> item("string_type", loc, "Input should be a valid string", input, Map.of());
            case LIST -> item("list_type", loc, "Input should be a valid list", input, Map.of());
            case INTEGER -> item("int_parsing", loc,
                    "Input should be a valid integer, unable to parse input as an integer", input, Map.of());
        };
    }

    private static ValidationErrorItem valueError(List<Object> loc, String error, Object input) {
        return item("value_error", loc, "Value error, " + error, input, Map.of("error", error));
    }

    private static ValidationErrorItem item(String type, List<Object> loc, String msg, Object input,
                                            Map<String, Object> ctx) {
        return new ValidationErrorItem(type, loc, msg, input, ctx);
    }

    private static boolean isUrl(Field field) {
        return field == Field.MCP_DOC_URL || field == Field.SKILL_URL;
    }

    /** 'a', 'b' or 'c', as Pydantic lists the allowed literals. */
    private static String options(List<?> values) {
        List<String> quoted = values.stream().map(value -> "'" + value + "'").toList();
        if (quoted.size() == 1) {
            return quoted.get(0);
        }
        return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " or " + quoted.get(quoted.size() - 1);
    }
}
