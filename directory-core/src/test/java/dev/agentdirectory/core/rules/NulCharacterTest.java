package dev.agentdirectory.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.FieldPath;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.testing.Registrations;
import java.util.List;
import org.junit.jupiter.api.Test;

class NulCharacterTest {

    @Test
    void aNameWithANulCharacterIsRefused() {
        var refused = assertThrows(InvalidRequestException.class,
                () -> ListingRules.register(Registrations.mcpServer().withName("bad\u0000name").command()));

        assertEquals(ViolationKind.NUL_CHARACTER, refused.violations().get(0).kind());
        assertEquals(FieldPath.of(Field.NAME), refused.violations().get(0).path());
    }

    @Test
    void aTagWithANulCharacterIsRefusedAtItsIndex() {
        var refused = assertThrows(InvalidRequestException.class, () -> ListingRules.register(
                Registrations.mcpServer().withTags(List.of("fine", "bad\u0000tag")).command()));

        assertEquals(FieldPath.of(Field.TAGS).element(1), refused.violations().get(0).path());
    }
}
