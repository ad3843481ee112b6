package dev.agentdirectory.app.logging;

import ch.qos.logback.classic.pattern.MessageConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;

/**
 * The text log's {@code %msg}: a message on one line. Messages carry what clients send (a path, an MCP method name,
 * a client's name), and a line break in it would start a line of the client's making in the log, one that reads as
 * the service's own (CWE-117). Line breaks and the other control characters are written as escapes ({@code \n},
 * {@code \r}, {@code \u001b}); a tab stays a tab. A stack trace, written after the message, keeps its lines. The
 * JSON log needs none of this: its encoder escapes every string.
 */
public class OneLineMessageConverter extends MessageConverter {

    @Override
    public String convert(ILoggingEvent event) {
        return oneLine(super.convert(event));
    }

    static String oneLine(String message) {
        if (message == null || message.chars().noneMatch(OneLineMessageConverter::escaped)) {
            return message;
        }
        StringBuilder line = new StringBuilder(message.length() + 16);
        message.chars().forEach(c -> {
            if (c == '\n') {
                line.append("\\n");
            } else if (c == '\r') {
                line.append("\\r");
            } else if (escaped(c)) {
                line.append(String.format("\\u%04x", c));
            } else {
                line.append((char) c);
            }
        });
        return line.toString();
    }

    /** C0 controls but tab, DEL, C1 controls (NEL among them), and Unicode's line and paragraph separators. */
    private static boolean escaped(int c) {
        return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
    }
}
