package dev.agentdirectory.probe;

import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;

/** Where a redirect points, relative Locations included. */
final class Redirects {

    private Redirects() {
    }

    /** Throws IllegalArgumentException for a Location that is not a URI reference. */
    static URI resolve(URI from, String location) {
        // URI.resolve glues a relative path straight onto an empty base path ("http://hostpage"); give it "/".
        URI base = from.getRawPath() == null || from.getRawPath().isEmpty() ? from.resolve("/") : from;
        return base.resolve(URI.create(readAsUtf8(location.trim())));
    }

    /**
     * The HTTP client reads each byte of a header as one character. A Location should be ASCII, but some servers send
     * letters beyond it as raw UTF-8; browsers read those bytes as UTF-8, and so does the prober. Bytes that are not
     * UTF-8 are left as they were read.
     */
    private static String readAsUtf8(String location) {
        if (location.chars().allMatch(c -> c < 0x80) || location.chars().anyMatch(c -> c > 0xFF)) {
            return location;
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .decode(ByteBuffer.wrap(location.getBytes(StandardCharsets.ISO_8859_1))).toString();
        } catch (CharacterCodingException notUtf8) {
            return location;
        }
    }
}
