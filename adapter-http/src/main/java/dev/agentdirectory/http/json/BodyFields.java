package dev.agentdirectory.http.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.core.port.in.FieldUpdate;
import dev.agentdirectory.http.error.RequestViolationException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the fields of a JSON object with the types the contract gives them. A field of the wrong JSON type
 * reads as null and is recorded, so that {@link #rejectWrongTypes} can report it together with every rule the
 * domain finds broken in the rest of the request. Unknown fields are ignored.
 */
public final class BodyFields {

    private final ObjectNode object;
    private final List<Violation> wrongTypes = new ArrayList<>();
    private final Set<String> wrongTypeFields = new HashSet<>();

    BodyFields(ObjectNode object) {
        this.object = object;
    }

    /** A string field; null when absent, null or of another type. */
    public String string(String field) {
        return stringUpdate(field).value();
    }

    public FieldUpdate<String> stringUpdate(String field) {
        JsonNode node = object.get(field);
        if (node == null) {
            return FieldUpdate.absent();
        }
        if (node.isNull()) {
            return FieldUpdate.of(null);
        }
        if (!node.isTextual()) {
            wrongType(List.of(field), ViolationType.STRING_TYPE, "Input should be a valid string", node);
            return FieldUpdate.absent();
        }
        return FieldUpdate.of(node.textValue());
    }

    /** A list of strings; null when absent, null or of another type. */
    public List<String> stringList(String field) {
        return stringListUpdate(field).value();
    }

    public FieldUpdate<List<String>> stringListUpdate(String field) {
        JsonNode node = object.get(field);
        if (node == null) {
            return FieldUpdate.absent();
        }
        if (node.isNull()) {
            return FieldUpdate.of(null);
        }
        if (!node.isArray()) {
            wrongType(List.of(field), ViolationType.LIST_TYPE, "Input should be a valid list", node);
            return FieldUpdate.absent();
        }
        List<String> values = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode element = node.get(i);
            if (!element.isTextual()) {
                wrongType(List.of(field, i), ViolationType.STRING_TYPE, "Input should be a valid string", element);
            } else {
                values.add(element.textValue());
            }
        }
        return wrongTypeFields.contains(field) ? FieldUpdate.absent() : FieldUpdate.of(values);
    }

    /**
     * An integer field; null when absent or null. Integral numbers and numeric strings are accepted, as
     * Pydantic does; values beyond the int range are clamped, so that the range rules report them.
     */
    public Integer integer(String field) {
        JsonNode node = object.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        BigInteger value = null;
        if (node.isIntegralNumber()) {
            value = node.bigIntegerValue();
        } else if (node.isFloatingPointNumber() && isWhole(node.doubleValue())) {
            value = node.decimalValue().toBigInteger();
        } else if (node.isTextual()) {
            value = parseInteger(node.textValue().strip());
        }
        if (value == null) {
            wrongType(List.of(field), ViolationType.INT_PARSING,
                    "Input should be a valid integer, unable to parse input as an integer", node);
            return null;
        }
        return value.max(BigInteger.valueOf(Integer.MIN_VALUE)).min(BigInteger.valueOf(Integer.MAX_VALUE))
                .intValue();
    }

    /** Throws when a field had the wrong JSON type, for requests whose rules need more than the body. */
    public void rejectWrongTypes() {
        rejectWrongTypes(() -> { });
    }

    /**
     * Throws when a field had the wrong JSON type, listing with it everything {@code rules} (which must be free
     * of side effects) finds wrong in the rest of the request; does nothing when every type was right.
     */
    public void rejectWrongTypes(Runnable rules) {
        if (wrongTypes.isEmpty()) {
            return;
        }
        List<Violation> all = new ArrayList<>(wrongTypes);
        try {
            rules.run();
        } catch (InvalidRequestException e) {
            e.violations().stream()
                    .filter(violation -> !wrongTypeFields.contains(violation.field()))
                    .map(violation -> violation.under("body"))
                    .forEach(all::add);
        }
        throw new RequestViolationException(all);
    }

    private void wrongType(List<Object> location, ViolationType type, String message, JsonNode input) {
        wrongTypes.add(new Violation(location, type, message, input, Map.of()).under("body"));
        wrongTypeFields.add(String.valueOf(location.get(0)));
    }

    private static boolean isWhole(double value) {
        return Double.isFinite(value) && value == Math.rint(value);
    }

    private static BigInteger parseInteger(String text) {
        if (!text.matches("[+-]?\\d{1,100}")) {
            return null;
        }
        return new BigInteger(text);
    }
}
