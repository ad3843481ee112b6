package dev.agentdirectory.http.page;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HtmlTest {

    @Test
    void markupCharactersBecomeReferences() {
        assertEquals("&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;",
                Html.escape("<script>alert(\"x\" & 'y')</script>"));
    }

    @Test
    void textWithoutMarkupIsUnchanged() {
        assertEquals("Tides, hourly – 日本 ß 😀\tnew\nline", Html.escape("Tides, hourly – 日本 ß 😀\tnew\nline"));
    }

    @Test
    void charactersHtmlForbidsBecomeTheReplacementCharacter() {
        assertEquals("a\ufffdb\ufffdc\ufffdd\ufffd", Html.escape("a\u0000b\u007fc\u0085d\uffff"));
    }

    @Test
    void aLoneSurrogateIsReplacedAndAPairIsKept() {
        assertEquals("x\ufffdy\ufffd\ud83d\ude00", Html.escape("x\ud800y\ude00\ud83d\ude00"));
    }
}
