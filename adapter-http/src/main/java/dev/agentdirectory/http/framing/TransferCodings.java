package dev.agentdirectory.http.framing;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** What a request's {@code Transfer-Encoding} header fields say of its body's length (RFC 9112, section 6.1). */
final class TransferCodings {

    private TransferCodings() {
    }

    /**
     * Why a body sent with these codings has no length the server can know; empty when there are none, or the one
     * coding is {@code chunked}, the only one the directory decodes. A coding after {@code chunked}, or none, leaves
     * the length unknown (400, as the RFC requires); one before it would be a coding the directory cannot undo.
     */
    static Optional<String> whyUnframed(List<String> fields) {
        if (fields.isEmpty()) {
            return Optional.empty();
        }
        List<String> codings = new ArrayList<>();
        for (String field : fields) {
            for (String coding : field.split(",", -1)) {
                codings.add(coding.strip().toLowerCase(Locale.ROOT));
            }
        }
        if (codings.equals(List.of("chunked"))) {
            return Optional.empty();
        }
        return Optional.of("Transfer-Encoding " + String.join(", ", fields)
                + ": the body's length cannot be read; send it with Content-Length or as chunked alone");
    }
}
