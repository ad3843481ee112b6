package dev.agentdirectory.core.listing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ApiKeyTest {

    @Test
    void aKeyCarriesTheRecognizablePrefix() {
        assertTrue(ApiKey.generate().value().startsWith("asd_"));
    }

    @Test
    void aKeyIsAtLeast40CharactersLong() {
        assertTrue(ApiKey.generate().value().length() >= 40);
    }

    @Test
    void aKeyCarries256RandomBits() {
        String secret = ApiKey.generate().value().substring(ApiKey.PREFIX.length());

        assertEquals(32, Base64.getUrlDecoder().decode(secret).length);
    }

    @Test
    void aThousandGeneratedKeysAreDistinct() {
        Set<String> keys = new HashSet<>();
        IntStream.range(0, 1000).forEach(i -> keys.add(ApiKey.generate().value()));

        assertEquals(1000, keys.size());
    }

    @Test
    void theHashMatchesItsKey() {
        ApiKey key = ApiKey.generate();

        assertTrue(key.hash().matches(key.value()));
    }

    @Test
    void theHashDoesNotMatchAnotherKey() {
        assertFalse(ApiKey.generate().hash().matches(ApiKey.generate().value()));
    }

    @Test
    void theHashDoesNotMatchNoKey() {
        assertFalse(ApiKey.generate().hash().matches(null));
    }

    @Test
    void theHashDoesNotMatchAnEmptyKey() {
        assertFalse(ApiKey.generate().hash().matches(""));
    }

    @Test
    void theHashIs64HexDigits() {
        assertTrue(ApiKey.generate().hash().hex().matches("[0-9a-f]{64}"));
    }

    @Test
    void theHashOfAKeyIsAlwaysTheSame() {
        ApiKey key = ApiKey.generate();

        assertEquals(key.hash(), new ApiKey(key.value()).hash());
    }

    @Test
    void aStoredHashStillMatchesTheKey() {
        ApiKey key = ApiKey.generate();

        assertTrue(new ApiKeyHash(key.hash().hex()).matches(key.value()));
    }

    @Test
    void aKeysTextNeverRevealsTheSecret() {
        ApiKey key = ApiKey.generate();

        assertFalse(key.toString().contains(key.value().substring(ApiKey.PREFIX.length())));
    }

    @Test
    void aHashsTextNeverRevealsTheDigest() {
        ApiKeyHash hash = ApiKey.generate().hash();

        assertFalse(hash.toString().contains(hash.hex()));
    }

    @Test
    void aHashMustBeASha256Digest() {
        assertThrows(IllegalArgumentException.class, () -> new ApiKeyHash("abc"));
    }
}
