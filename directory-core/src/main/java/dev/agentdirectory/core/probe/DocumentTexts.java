package dev.agentdirectory.core.probe;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a listing's document says it does ({@link DocumentText}) from a document a probe found ok. Only what
 * describes the service is taken, never schemas or examples, and at most {@link DocumentText#MAX_LENGTH}
 * characters, the first parts first:
 * <ul>
 *   <li>an MCP document: {@code name}, {@code title} and {@code description} at its top level, of its
 *   {@code server} or {@code serverInfo}, and of each entry of its {@code tools}, {@code prompts},
 *   {@code resources} and {@code resourceTemplates}, wherever those lists sit in the first levels;</li>
 *   <li>a skill: the {@code name} and {@code description} of its YAML front matter and its headings.</li>
 * </ul>
 * A name is an identifier ({@code send_slack_message}, {@code getForecast}) and is read as the words it joins.
 */
public final class DocumentTexts {

    private static final Set<String> DESCRIBING_KEYS = Set.of("name", "title", "description");
    private static final Set<String> DESCRIBED_PARTS =
            Set.of("tools", "prompts", "resources", "resourceTemplates", "server", "serverInfo");
    // Lists of tools sit at the top, or one or two objects down ({"result": {"tools": ...}}); deeper is a schema.
    private static final int MAX_KEY_DEPTH = 4;
    private static final Pattern IDENTIFIER_JOINS = Pattern.compile("[_./:\\-]+|(?<=\\p{Ll})(?=\\p{Lu})");
    private static final Pattern FRONT_MATTER_FIELD = Pattern.compile("^(name|description)\\s*:\\s*(.*)$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(```|~~~).*");

    private DocumentTexts() {
    }

    /** What {@code document}, found ok as {@code expected}, says; {@link DocumentText#NONE} when it says nothing. */
    public static DocumentText of(ExpectedDocument expected, String document) {
        return switch (expected) {
            case MCP_DOCUMENT -> ofMcpDocument(document);
            case SKILL_MARKDOWN -> ofSkill(document);
        };
    }

    static DocumentText ofMcpDocument(String json) {
        Parts parts = new Parts();
        boolean object = JsonSyntax.readObject(json, (keys, value) -> {
            if (isDescribing(keys)) {
                parts.add("name".equals(keys.get(keys.size() - 1)) ? wordsOf(value) : value);
            }
        });
        return object ? parts.text() : DocumentText.NONE;
    }

    private static boolean isDescribing(List<String> keys) {
        int depth = keys.size();
        if (depth == 0 || depth > MAX_KEY_DEPTH || !DESCRIBING_KEYS.contains(keys.get(depth - 1))) {
            return false;
        }
        return depth == 1 || DESCRIBED_PARTS.contains(keys.get(depth - 2));
    }

    static DocumentText ofSkill(String markdown) {
        Parts parts = new Parts();
        List<String> lines = markdown.replace("\uFEFF", "").lines().toList();
        int body = 0;
        if (!lines.isEmpty() && lines.get(0).strip().equals("---")) {
            body = frontMatter(lines, parts);
        }
        boolean fenced = false;
        for (int i = body; i < lines.size(); i++) {
            String line = lines.get(i);
            if (FENCE.matcher(line).matches()) {
                fenced = !fenced;
            } else if (!fenced) {
                headingOf(line).ifPresent(parts::add);
            }
        }
        return parts.text();
    }

    /**
     * The text of an ATX heading ({@code ## Merging documents ##}). Read by hand: a pattern for it backtracks, and a
     * hostile document of one long line of hashes and spaces would keep a probe thread busy for minutes.
     */
    static Optional<String> headingOf(String line) {
        int at = 0;
        while (at < line.length() && at < 3 && line.charAt(at) == ' ') {
            at++;
        }
        int hashes = 0;
        while (at < line.length() && line.charAt(at) == '#') {
            at++;
            hashes++;
        }
        if (hashes == 0 || hashes > 6 || at == line.length() || !Character.isWhitespace(line.charAt(at))) {
            return Optional.empty();
        }
        String text = line.substring(at).strip();
        // A closing run of hashes goes, when a space sets it apart: "C#" keeps its own.
        int closing = text.length();
        while (closing > 0 && text.charAt(closing - 1) == '#') {
            closing--;
        }
        if (closing == 0 || Character.isWhitespace(text.charAt(closing - 1))) {
            text = text.substring(0, closing).strip();
        }
        return Optional.of(text);
    }

    /** Takes the front matter's name and description; answers the line where the body starts. */
    private static int frontMatter(List<String> lines, Parts parts) {
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().equals("---") || line.strip().equals("...")) {
                return i + 1;
            }
            Matcher field = FRONT_MATTER_FIELD.matcher(line);
            if (field.matches()) {
                String value = field.group(2).strip();
                if (value.isEmpty() || value.matches("[>|][+-]?")) {
                    // A block scalar: the indented lines that follow.
                    StringBuilder block = new StringBuilder();
                    while (i + 1 < lines.size() && isIndented(lines.get(i + 1))) {
                        block.append(lines.get(++i).strip()).append(' ');
                    }
                    value = block.toString();
                }
                parts.add(unquoted(value.strip()));
            }
        }
        // No closing line: not front matter after all, and the whole text is the body.
        return 0;
    }

    private static boolean isIndented(String line) {
        return line.startsWith(" ") || line.startsWith("\t");
    }

    private static String unquoted(String value) {
        boolean quoted = value.length() >= 2 && (value.charAt(0) == '"' || value.charAt(0) == '\'')
                && value.charAt(value.length() - 1) == value.charAt(0);
        return quoted ? value.substring(1, value.length() - 1) : value;
    }

    /** {@code send_slack_message} and {@code sendSlackMessage} read as "send slack message". */
    static String wordsOf(String identifier) {
        return IDENTIFIER_JOINS.matcher(identifier).replaceAll(" ").strip();
    }

    /** The distinct parts in the order read, joined into one bounded text. */
    private static final class Parts {

        private final Set<String> seen = new HashSet<>();
        private final List<String> parts = new ArrayList<>();
        private int length;

        void add(String part) {
            String clean = part.replaceAll("\\s+", " ").strip();
            if (clean.isEmpty() || length >= DocumentText.MAX_LENGTH || !seen.add(clean.toLowerCase(Locale.ROOT))) {
                return;
            }
            parts.add(clean);
            length += clean.length() + 2;
        }

        DocumentText text() {
            StringBuilder text = new StringBuilder();
            for (String part : parts) {
                if (!text.isEmpty()) {
                    // Parts run on as sentences do, so a part that ends one gets no second full stop.
                    text.append(ends(text) ? " " : ". ");
                }
                text.append(part);
            }
            return new DocumentText(bounded(text.toString()));
        }

        private static boolean ends(CharSequence text) {
            return ".!?".indexOf(text.charAt(text.length() - 1)) >= 0;
        }

        /** Cut at the last word that fits. */
        private static String bounded(String text) {
            if (text.length() <= DocumentText.MAX_LENGTH) {
                return text;
            }
            int cut = text.lastIndexOf(' ', DocumentText.MAX_LENGTH);
            return text.substring(0, cut > 0 ? cut : DocumentText.MAX_LENGTH).strip();
        }
    }
}
