package dev.agentdirectory.core.probe;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JsonSyntaxTest {

    private static boolean isObject(String text) {
        return JsonSyntax.isObject(text.getBytes(StandardCharsets.UTF_8));
    }

    private static String nested(int depth) {
        return "{\"a\":" + "[".repeat(depth) + "]".repeat(depth) + "}";
    }

    @Test
    void anEmptyObjectIsAnObject() {
        assertTrue(isObject("{}"));
    }

    @Test
    void nestedObjectsAndArraysAreAnObject() {
        assertTrue(isObject("{\"a\":{\"b\":[1,{\"c\":[]},[true,false,null]]},\"d\":{}}"));
    }

    @Test
    void everyEscapeIsAccepted() {
        assertTrue(isObject("{\"s\":\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00\"}"));
    }

    @Test
    void numbersInEveryFormAreAccepted() {
        assertTrue(isObject("{\"a\":0,\"b\":-0,\"c\":12,\"d\":-3.25,\"e\":1e10,\"f\":2E-3,\"g\":6.02e+23,\"h\":0.5}"));
    }

    @Test
    void whitespaceAroundEveryTokenIsAccepted() {
        assertTrue(isObject(" \r\n\t{ \"a\" : [ 1 , 2 ] ,\n\"b\"\t:\tnull } \n"));
    }

    @Test
    void aLeadingByteOrderMarkIsAccepted() {
        assertTrue(isObject("\uFEFF{\"a\":1}"));
    }

    @Test
    void nonAsciiTextIsAccepted() {
        assertTrue(isObject("{\"name\":\"M\u00fcnchen \u65e5\u672c \uD83C\uDF24\"}"));
    }

    @Test
    void aDocumentNested500LevelsDeepIsAccepted() {
        assertTrue(isObject(nested(500)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "[]", "\"text\"", "42", "null", "true"})
    void anythingButAnObjectIsRefused(String text) {
        assertFalse(isObject(text));
    }

    @Test
    void aTrailingCommaInAnObjectIsRefused() {
        assertFalse(isObject("{\"a\":1,}"));
    }

    @Test
    void aTrailingCommaInAnArrayIsRefused() {
        assertFalse(isObject("{\"a\":[1,]}"));
    }

    @Test
    void singleQuotesAreRefused() {
        assertFalse(isObject("{'a':'b'}"));
    }

    @Test
    void unquotedKeysAreRefused() {
        assertFalse(isObject("{a:1}"));
    }

    @Test
    void trailingGarbageIsRefused() {
        assertFalse(isObject("{\"a\":1} x"));
    }

    @Test
    void aSecondObjectIsRefused() {
        assertFalse(isObject("{}{}"));
    }

    @Test
    void anUnknownEscapeIsRefused() {
        assertFalse(isObject("{\"a\":\"\\x41\"}"));
    }

    @Test
    void aShortUnicodeEscapeIsRefused() {
        assertFalse(isObject("{\"a\":\"\\u12\"}"));
    }

    @Test
    void aUnicodeEscapeWithANonHexDigitIsRefused() {
        assertFalse(isObject("{\"a\":\"\\u12G4\"}"));
    }

    @Test
    void aRawControlCharacterInAStringIsRefused() {
        assertFalse(isObject("{\"a\":\"line\nbreak\"}"));
    }

    @Test
    void anUnterminatedStringIsRefused() {
        assertFalse(isObject("{\"a\":\"open}"));
    }

    @Test
    void aLeadingZeroIsRefused() {
        assertFalse(isObject("{\"a\":01}"));
    }

    @Test
    void aLoneMinusIsRefused() {
        assertFalse(isObject("{\"a\":-}"));
    }

    @Test
    void aFractionWithoutDigitsIsRefused() {
        assertFalse(isObject("{\"a\":1.}"));
    }

    @Test
    void aFractionWithoutAnIntegerPartIsRefused() {
        assertFalse(isObject("{\"a\":.5}"));
    }

    @Test
    void anExponentWithoutDigitsIsRefused() {
        assertFalse(isObject("{\"a\":1e}"));
    }

    @Test
    void aLeadingPlusIsRefused() {
        assertFalse(isObject("{\"a\":+1}"));
    }

    @Test
    void nonAsciiDigitsAreRefused() {
        assertFalse(isObject("{\"a\":\u0661}"));
    }

    @Test
    void aMisspelledLiteralIsRefused() {
        assertFalse(isObject("{\"a\":tru}"));
    }

    @Test
    void aMissingColonIsRefused() {
        assertFalse(isObject("{\"a\" 1}"));
    }

    @Test
    void anUnclosedObjectIsRefused() {
        assertFalse(isObject("{\"a\":1"));
    }

    @Test
    void aNonBreakingSpaceIsNotJsonWhitespace() {
        assertFalse(isObject("{\u00a0\"a\":1}"));
    }

    @Test
    void invalidUtf8IsRefused() {
        assertFalse(JsonSyntax.isObject(new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, '"', '}'}));
    }

    @Test
    void aDocumentNested100000LevelsDeepIsRefusedWithoutOverflowingTheStack() {
        assertDoesNotThrow(() -> assertFalse(isObject(nested(100_000))));
    }

    @Test
    void aDocumentNested600LevelsDeepIsRefused() {
        assertFalse(isObject(nested(600)));
    }
}
