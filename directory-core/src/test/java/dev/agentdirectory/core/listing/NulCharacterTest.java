package dev.agentdirectory.core.listing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.core.testing.Registrations;
import java.util.List;
import org.junit.jupiter.api.Test;

class NulCharacterTest {

    @Test
    void aNameWithANulCharacterIsRefused() {
        var refused = assertThrows(InvalidRequestException.class,
                () -> ListingRules.register(Registrations.mcpServer().withName("bad\u0000name").command()));

        assertEquals(ViolationType.VALUE_ERROR, refused.violations().get(0).type());
        assertEquals(List.of("name"), refused.violations().get(0).location());
    }

    @Test
    void aTagWithANulCharacterIsRefusedAtItsIndex() {
        var refused = assertThrows(InvalidRequestException.class, () -> ListingRules.register(
                Registrations.mcpServer().withTags(List.of("fine", "bad\u0000tag")).command()));

        assertEquals(List.of("tags", 1), refused.violations().get(0).location());
    }
}
