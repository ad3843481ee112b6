package dev.agentdirectory.core.error;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class InvalidRequestExceptionTest {

    @Test
    void theMessageNamesEachFieldAndRuleButNoValueSent() {
        InvalidRequestException invalid = new InvalidRequestException(List.of(
                Violation.of(Field.MCP_DOC_URL, ViolationKind.URL_WITH_CREDENTIALS,
                        "https://admin:S3cret@host.example.com/mcp.json", null),
                Violation.of(Field.DESCRIPTION, ViolationKind.TOO_LONG, "x".repeat(5000), 2000)));

        assertEquals("2 invalid field(s): MCP_DOC_URL URL_WITH_CREDENTIALS, DESCRIPTION TOO_LONG (2000)",
                invalid.getMessage());
        assertEquals("https://admin:S3cret@host.example.com/mcp.json", invalid.violations().get(0).input());
    }
}
