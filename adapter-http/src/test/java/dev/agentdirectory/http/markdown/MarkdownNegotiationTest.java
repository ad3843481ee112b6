package dev.agentdirectory.http.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarkdownNegotiationTest {

    @Test
    void withoutAnAcceptHeaderTheDeclaredHtmlTypeIsUsed() {
        assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType(null));
    }

    @Test
    void anythingGoesMeansTheDeclaredHtmlType() {
        assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType("*/*"));
    }

    @Test
    void askingForMarkdownAloneGetsMarkdown() {
        assertEquals(MarkdownNegotiation.MARKDOWN, MarkdownNegotiation.contentType("text/markdown"));
    }

    @Test
    void preferringMarkdownOverHtmlGetsMarkdown() {
        assertEquals(MarkdownNegotiation.MARKDOWN,
                MarkdownNegotiation.contentType("text/html;q=0.5, text/markdown"));
    }

    @Test
    void preferringHtmlOverMarkdownGetsHtml() {
        assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType("text/markdown;q=0.2, text/html"));
    }

    @Test
    void anExactTypeOutranksAWildcardForTheSameType() {
        assertEquals(MarkdownNegotiation.MARKDOWN,
                MarkdownNegotiation.contentType("text/*;q=0.1, text/markdown;q=0.9"));
    }

    @Test
    void aMalformedQualityCountsAsNotAcceptable() {
        assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType("text/markdown;q=lots"));
    }

    @Test
    void anAcceptOfSeparatorsOnlyIsHtml() {
        for (String accept : new String[] {";;;", ",", ";", " ; , ;"}) {
            assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType(accept), accept);
        }
    }

    @Test
    void aQualityOutsideZeroToOneCountsAsNotAcceptable() {
        assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType("text/markdown;q=1.5"));
        assertEquals(MarkdownNegotiation.HTML, MarkdownNegotiation.contentType("text/markdown;q=NaN"));
    }
}
