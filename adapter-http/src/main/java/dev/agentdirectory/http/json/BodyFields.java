package dev.agentdirectory.http.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.agentdirectory.core.error.ExpectedType;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.port.in.FieldUpdate;
import dev.agentdirectory.http.wire.WireNames;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the fields of a JSON object (a REST body or MCP tool arguments) with the types the contract gives
 * them. A value of the wrong JSON type reads as null and is recorded in {@link #readErrors()}, which the
 * command carries to the core, so that it is reported together with every rule the rest of the request breaks.
 * Unknown fields are ignored.
 */
public final class BodyFields {

    private final ObjectNode object;
    private final List<Violation> readErrors = new ArrayList<>();

    private BodyFields(ObjectNode object) {
        this.object = object;
    }

    public static BodyFields of(ObjectNode object) {
        return new BodyFields(object);
    }

    /** What could not be read as its type so far; read every field before taking this. */
    public List<Violation> readErrors() {
        return List.copyOf(readErrors);
    }

    /** A string field the contract types "string or null"; null when absent, null or of another type. */
    public String string(Field field) {
        return stringUpdate(field).value();
    }

    /**
     * A string field the contract types "string", without "or null": absent reads as null, and so does an explicit
     * null, which is also recorded as a value of the wrong type, as Pydantic reports it ({@code string_type}).
     */
    public String nonNullString(Field field) {
        JsonNode node = object.get(WireNames.of(field));
        if (node != null && node.isNull()) {
            readErrors.add(Violation.wrongType(FieldPath.of(field), ExpectedType.TEXT, node));
            return null;
        }
        return string(field);
    }

    public FieldUpdate<String> stringUpdate(Field field) {
        JsonNode node = object.get(WireNames.of(field));
        if (node == null) {
            return FieldUpdate.absent();
        }
        if (node.isNull()) {
            return FieldUpdate.of(null);
        }
        if (!node.isTextual()) {
            readErrors.add(Violation.wrongType(FieldPath.of(field), ExpectedType.TEXT, node));
            return FieldUpdate.absent();
        }
        return FieldUpdate.of(node.textValue());
    }

    /** A list of strings; null when absent, null or not a list. An element of another type reads as null. */
    public List<String> stringList(Field field) {
        return stringListUpdate(field).value();
    }

    public FieldUpdate<List<String>> stringListUpdate(Field field) {
        JsonNode node = object.get(WireNames.of(field));
        if (node == null) {
            return FieldUpdate.absent();
        }
        if (node.isNull()) {
            return FieldUpdate.of(null);
        }
        if (!node.isArray()) {
            readErrors.add(Violation.wrongType(FieldPath.of(field), ExpectedType.LIST, node));
            return FieldUpdate.absent();
        }
        List<String> values = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode element = node.get(i);
            if (element.isTextual()) {
                values.add(element.textValue());
            } else {
                readErrors.add(Violation.wrongType(FieldPath.of(field).element(i), ExpectedType.TEXT, element));
                values.add(null);
            }
        }
        return FieldUpdate.of(values);
    }

    /**
     * An integer field; null when absent. Integral numbers and numeric strings are accepted, as Pydantic does;
     * values beyond the int range are clamped, so that the range rules report them. No integer of the contract
     * may be null: an explicit null is a value of the wrong type.
     */
    public Integer integer(Field field) {
        JsonNode node = object.get(WireNames.of(field));
        if (node == null) {
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
            readErrors.add(Violation.wrongType(FieldPath.of(field), ExpectedType.INTEGER, node));
            return null;
        }
        return clamped(value);
    }

    /** An integer written as text (a query parameter, say), read as {@link #integer} reads a numeric string. */
    public static Optional<Integer> integer(String text) {
        return Optional.ofNullable(parseInteger(text.strip())).map(BodyFields::clamped);
    }

    private static int clamped(BigInteger value) {
        return value.max(BigInteger.valueOf(Integer.MIN_VALUE)).min(BigInteger.valueOf(Integer.MAX_VALUE))
                .intValue();
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
