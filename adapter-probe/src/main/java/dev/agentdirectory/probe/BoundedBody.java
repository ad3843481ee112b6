package dev.agentdirectory.probe;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** At most {@code limit} bytes of a body; {@code overLimit} says the stream had more. */
record BoundedBody(byte[] bytes, boolean overLimit) {

    static final BoundedBody EMPTY = new BoundedBody(new byte[0], false);

    /** Reads one byte past the limit, which is how it tells "exactly the limit" from "more". */
    static BoundedBody read(InputStream in, int limit) throws IOException {
        byte[] buffer = new byte[Math.min(limit + 1, 64 * 1024)];
        int length = 0;
        int read;
        while (length <= limit && (read = in.read(buffer, length, buffer.length - length)) != -1) {
            length += read;
            if (length == buffer.length && length <= limit) {
                buffer = Arrays.copyOf(buffer, Math.min(buffer.length * 2, limit + 1));
            }
        }
        return length > limit
                ? new BoundedBody(Arrays.copyOf(buffer, limit), true)
                : new BoundedBody(Arrays.copyOf(buffer, length), false);
    }
}
