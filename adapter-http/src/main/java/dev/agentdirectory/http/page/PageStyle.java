package dev.agentdirectory.http.page;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The page's only style sheet, inline so the page is one request, and the Content-Security-Policy that allows
 * exactly it by its hash: no script, no other style, no frames. Should escaping ever miss, injected markup
 * still cannot run.
 */
final class PageStyle {

    static final String CSS = """
            :root { color-scheme: light; --accent: #0b57d0; --muted: #555; --line: #ccc; }
            body { color: #1b1b1b; background: #fff; font: 1rem/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; }
            a { color: var(--accent); }
            :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
            .skip { position: absolute; left: -100rem; }
            .skip:focus { position: static; }
            form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 1rem 0; }
            input[type=search] { flex: 1 1 20rem; font: inherit; padding: .4rem; }
            button { font: inherit; padding: .4rem 1rem; }
            .notice { border-left: 4px solid #8a5300; padding: .25rem .75rem; }
            .results { list-style: none; padding: 0; }
            .listing { border-top: 1px solid var(--line); padding: .5rem 0; overflow-wrap: anywhere; }
            .listing h3 { margin: .25rem 0; }
            .facts, .url { color: var(--muted); margin: .25rem 0; }
            .kind { font-weight: 600; margin-right: .75rem; }
            .health-ok strong { color: #1e7d32; }
            .health-failing strong { color: #8a5300; }
            .health-demoted strong { color: #c62828; }
            .tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
            .tags li { border: 1px solid var(--line); border-radius: 1rem; padding: 0 .6rem; unicode-bidi: isolate; }
            .pages { display: flex; gap: 1.5rem; margin: 1rem 0; }
            .agents { border-top: 2px solid var(--line); margin-top: 2rem; overflow-wrap: anywhere; }
            .agents dt { font-weight: 600; }
            .agents dd { margin: 0 0 .5rem; }
            pre { overflow-x: auto; padding: .5rem; border: 1px solid var(--line); }
            """;

    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; style-src '" + sha256(CSS) + "'; "
            + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

    private PageStyle() {
    }

    private static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
