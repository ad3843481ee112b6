package dev.agentdirectory.core.listing;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * SHA-256 of an API key, in hex. A fast hash is enough: the keys carry 256 random bits, so there is nothing
 * to brute-force. Checking a presented key compares digests in constant time.
 */
public record ApiKeyHash(String hex) {

    public ApiKeyHash {
        Objects.requireNonNull(hex, "hex");
        if (hex.length() != 64 || !hex.chars().allMatch(HexFormat::isHexDigit)) {
            throw new IllegalArgumentException("hex must be a SHA-256 digest, 64 hex digits");
        }
    }

    public static ApiKeyHash of(ApiKey key) {
        return new ApiKeyHash(HexFormat.of().formatHex(digest(key.value())));
    }

    public boolean matches(String presentedKey) {
        if (presentedKey == null) {
            return false;
        }
        return MessageDigest.isEqual(HexFormat.of().parseHex(hex), digest(presentedKey));
    }

    private static byte[] digest(String key) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "ApiKeyHash[redacted]";
    }
}
