package dev.agentdirectory.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.Violation;
import java.util.List;
import org.junit.jupiter.api.function.Executable;

/** The violations a refused request was refused with. */
public final class Refusals {

    private Refusals() {
    }

    public static List<Violation> of(Executable request) {
        return assertThrows(InvalidRequestException.class, request).violations();
    }

    public static Violation single(Executable request) {
        List<Violation> violations = of(request);
        assertEquals(1, violations.size(), violations.toString());
        return violations.get(0);
    }
}
