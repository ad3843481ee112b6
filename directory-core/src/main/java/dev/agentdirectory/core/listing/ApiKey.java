package dev.agentdirectory.core.listing;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;

/**
 * An owner's secret key: a fixed prefix, so secret scanners can spot leaked keys, and 256 random bits.
 * Only its {@link ApiKeyHash} is ever stored.
 */
public record ApiKey(String value) {

    public static final String PREFIX = "asd_";
    private static final int RANDOM_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    public ApiKey {
        Objects.requireNonNull(value, "value");
    }

    public static ApiKey generate() {
        byte[] bytes = new byte[RANDOM_BYTES];
        RANDOM.nextBytes(bytes);
        return new ApiKey(PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    public ApiKeyHash hash() {
        return ApiKeyHash.of(this);
    }

    @Override
    public String toString() {
        return "ApiKey[redacted]";
    }
}
