package dev.agentdirectory.http.logging;

import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The id that ties a request's log lines to its answer. A caller's or proxy's {@code X-Request-Id} is kept when it
 * is a plain token (as nginx's, a UUID or a trace id are), so one id follows the request across hops; anything else
 * (spaces, quotes, line breaks, overlong values) is replaced, so a client cannot forge or break log lines.
 */
public record RequestId(String value) {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "request_id";

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9._:-]{1,128}");

    public RequestId {
        if (value == null || !TOKEN.matcher(value).matches()) {
            throw new IllegalArgumentException("request id: 1 to 128 of A-Z a-z 0-9 . _ : -, not " + value);
        }
    }

    /** The caller's id when it is a plain token, else a new one. */
    public static RequestId honouring(String incoming) {
        if (incoming != null && TOKEN.matcher(incoming.strip()).matches()) {
            return new RequestId(incoming.strip());
        }
        return generated();
    }

    /** 128 random bits in hex: unique enough to find one request's lines; ids need not be secret. */
    static RequestId generated() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        return new RequestId(HexFormat.of().toHexDigits(random.nextLong()) + HexFormat.of().toHexDigits(random.nextLong()));
    }
}
