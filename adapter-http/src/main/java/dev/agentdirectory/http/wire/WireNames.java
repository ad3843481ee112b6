package dev.agentdirectory.http.wire;

import dev.agentdirectory.core.error.Field;
import java.util.Locale;

/** The contract spells every field in snake_case, for REST bodies and MCP tool arguments alike. */
public final class WireNames {

    private WireNames() {
    }

    public static String of(Field field) {
        return field.name().toLowerCase(Locale.ROOT);
    }
}
