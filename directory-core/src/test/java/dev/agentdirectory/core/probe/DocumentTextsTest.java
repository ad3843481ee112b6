package dev.agentdirectory.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DocumentTextsTest {

    private static String mcp(String json) {
        return DocumentTexts.of(ExpectedDocument.MCP_DOCUMENT, json).text();
    }

    private static String skill(String markdown) {
        return DocumentTexts.of(ExpectedDocument.SKILL_MARKDOWN, markdown).text();
    }

    @Test
    void anMcpDocumentSaysWhatItsToolsAreCalledAndDo() {
        // "List channels" is the same words as the name before it, and is taken once.
        String document = """
                {"name": "chat-bridge", "description": "Team chat for agents.",
                 "tools": [
                   {"name": "send_slack_message", "description": "Posts a message to a channel.",
                    "inputSchema": {"type": "object", "properties": {
                      "channel": {"type": "string", "description": "Where to post, like #general."}}}},
                   {"name": "listChannels", "title": "List channels", "description": "Lists the channels."}],
                 "prompts": [{"name": "daily-summary", "description": "Summarises a day of messages."}],
                 "resources": [{"name": "history", "description": "Past messages.", "uri": "chat://history"}]}
                """;

        assertEquals("chat bridge. Team chat for agents. send slack message. Posts a message to a channel. "
                + "list Channels. Lists the channels. daily summary. Summarises a day of messages. "
                + "history. Past messages.", mcp(document));
    }

    @Test
    void toolsAreFoundWhereTheDocumentNestsThem() {
        assertEquals("Finds flights.", mcp("{\"result\": {\"tools\": [{\"description\": \"Finds flights.\"}]}}"));
        assertEquals("weather. Forecasts.",
                mcp("{\"serverInfo\": {\"name\": \"weather\"}, \"server\": {\"description\": \"Forecasts.\"}}"));
    }

    @Test
    void schemasExamplesAndOtherStringsAreNotTaken() {
        assertEquals("", mcp("""
                {"version": "1.2", "url": "https://x.example/mcp", "tools": [{"inputSchema": {"properties":
                  {"q": {"description": "A query."}}}, "annotations": {"title": "Deep title"}}],
                 "examples": [{"description": "Not a tool."}]}
                """));
    }

    @Test
    void escapesAreReadAsTheCharactersTheyStandFor() {
        assertEquals("Caf\u00e9 \"menus\" in Z\u00fcrich",
                mcp("{\"description\": \"Caf\\u00e9 \\\"menus\\\"\\nin Z\\u00fcrich\"}"));
    }

    @Test
    void aDocumentThatIsNoObjectSaysNothing() {
        assertEquals(DocumentText.NONE, DocumentTexts.of(ExpectedDocument.MCP_DOCUMENT, "[{\"name\": \"x\"}]"));
        assertEquals(DocumentText.NONE, DocumentTexts.of(ExpectedDocument.MCP_DOCUMENT, "{\"name\": \"x\""));
    }

    @Test
    void aPartSaidTwiceIsTakenOnce() {
        assertEquals("search. Searches the web.", mcp("""
                {"name": "search", "tools": [{"name": "search", "description": "Searches the web."},
                  {"name": "Search", "description": "Searches the web."}]}
                """));
    }

    @Test
    void theTextStopsAtItsBoundAtAWord() {
        StringBuilder tools = new StringBuilder("{\"tools\": [");
        for (int i = 0; i < 400; i++) {
            tools.append(i == 0 ? "" : ",").append("{\"description\": \"Tool number ").append(i)
                    .append(" converts currencies quickly.\"}");
        }
        String text = mcp(tools.append("]}").toString());

        assertTrue(text.length() <= DocumentText.MAX_LENGTH && text.length() > DocumentText.MAX_LENGTH - 60,
                () -> "length " + text.length());
        assertTrue(text.startsWith("Tool number 0 converts currencies quickly. Tool number 1 "));
        String lastWord = text.substring(text.lastIndexOf(' ') + 1);
        assertTrue(lastWord.matches("Tool|number|\\d+|converts|currencies|quickly\\."), lastWord);
    }

    @Test
    void aSkillSaysItsFrontMatterAndHeadings() {
        String markdown = """
                ---
                name: pdf-tools
                description: "Fill, merge and split PDF forms."
                license: MIT
                ---
                # Working with PDFs

                Some prose that is not taken.

                ## Merging documents ##
                ```sh
                # a comment in code, not a heading
                ```
                ### Splitting pages
                """;

        assertEquals("pdf-tools. Fill, merge and split PDF forms. Working with PDFs. Merging documents. "
                + "Splitting pages", skill(markdown));
    }

    @Test
    void aFoldedDescriptionIsReadAcrossItsLines() {
        assertEquals("invoices. Creates invoices and sends them to customers.", skill("""
                ---
                name: 'invoices'
                description: >
                  Creates invoices and sends
                  them to customers.
                ---
                """));
    }

    @Test
    void aHeadingLosesItsClosingHashesButNotItsOwn() {
        assertEquals("Notes in C#. Closing", skill("## Notes in C#\n### Closing ###   \n####### seven is no heading"));
    }

    @Test
    void aHostileLineOfHashesIsReadInLinearTime() {
        String hostile = "# " + "# ".repeat(300_000) + "x";

        // A backtracking pattern takes minutes on this line; reading it by hand, milliseconds.
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> skill(hostile + "\n" + hostile));
    }

    @Test
    void aSkillWithoutFrontMatterSaysItsHeadings() {
        assertEquals("Translate text. Languages", skill("Intro\n# Translate text\ntext\n#not a heading\n## Languages"));
    }
}
