package dev.agentdirectory.http.json;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;

/**
 * Where bytes stop being UTF-8 (RFC 3629). Jackson's parser decodes overlong forms ({@code C0 AF} as "/") and
 * reads them as the character they spell, the classic way past a filter; the JDK's decoder refuses them, as it
 * refuses encoded surrogates and anything past U+10FFFF.
 */
final class Utf8 {

    private Utf8() {
    }

    /** The offset of the first byte that is not part of well-formed UTF-8, or empty when all of them are. */
    static OptionalInt firstMalformedByte(byte[] bytes) {
        int ascii = 0;
        while (ascii < bytes.length && bytes[ascii] >= 0) {
            ascii++;
        }
        if (ascii == bytes.length) {
            return OptionalInt.empty();
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        ByteBuffer in = ByteBuffer.wrap(bytes, ascii, bytes.length - ascii);
        CharBuffer out = CharBuffer.allocate(1024);
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                return OptionalInt.of(in.position());
            }
            if (result.isUnderflow()) {
                return OptionalInt.empty();
            }
            out.clear();
        }
    }
}
