package dev.agentdirectory.core.probe;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of reason a probe comes out as it does, each with the code the store and the wire use, where a prober
 * sees it, and the sentence its owner reads: what the probe found and what to do about it. The sentences name no
 * address and quote nothing the host sent, only the HTTP status for the kinds that carry one.
 */
public enum ProbeReasonKind {
    OK("ok", Source.ANSWER, false, "The URL answered with a document of the kind the listing needs."),
    HTTP_STATUS("http_status", Source.ANSWER, true,
            "The URL answered HTTP status %d; a probe needs a 2xx answer that carries the document."),
    THROTTLED("throttled", Source.ANSWER, true, "The host throttled the probe with HTTP status %d, so the "
            + "listing's status stands; it is probed again once the host's Retry-After has passed."),
    BODY_TOO_LARGE("body_too_large", Source.ANSWER, false, "The document at the URL is larger than "
            + ProbeBounds.MAX_BODY_BYTES / (1024 * 1024) + " MiB; serve a smaller one."),
    NOT_UTF8("not_utf8", Source.ANSWER, false, "The document at the URL is not valid UTF-8 text."),
    NOT_JSON_OBJECT("not_json_object", Source.ANSWER, false,
            "The document at the URL is not a JSON object, which an MCP server's document must be."),
    EMPTY_DOCUMENT("empty_document", Source.ANSWER, false,
            "The document at the URL is empty; a skill must be markdown text."),
    HTML_PAGE("html_page", Source.ANSWER, false,
            "The URL serves an HTML page; a skill must be markdown text, not a web page."),
    PRIVATE_ADDRESS("private_address", Source.REFUSAL, false, "The host resolves to a private or reserved "
            + "address (loopback, private network, link-local, multicast or the like), which the directory never "
            + "probes; serve the URL from a public address."),
    URL_NOT_PROBED("url_not_probed", Source.REFUSAL, false, "The URL, or a redirect from it, leads to a URL the "
            + "directory does not probe: only http and https URLs with a host name and no user-info are probed."),
    DNS_FAILURE("dns_failure", Source.NO_ANSWER, false,
            "The host name in the URL does not resolve; check its DNS records."),
    CONNECTION_FAILED("connection_failed", Source.NO_ANSWER, false, "The connection to the host was refused or "
            + "dropped before an HTTP answer; check that the server runs and is reachable from the internet."),
    TIMEOUT("timeout", Source.NO_ANSWER, false, "The host did not answer within "
            + ProbeBounds.WHOLE_PROBE.toSeconds() + " s (" + ProbeBounds.CONNECT_TIMEOUT.toSeconds()
            + " s to connect); check that it is up and answers quickly."),
    TLS_FAILURE("tls_failure", Source.NO_ANSWER, false, "The TLS handshake with the host failed; check that its "
            + "certificate is valid, trusted and issued for the host name."),
    TOO_MANY_REDIRECTS("too_many_redirects", Source.NO_ANSWER, false, "The URL redirects more than "
            + ProbeBounds.MAX_REDIRECTS + " times; list the URL the redirects end at."),
    MALFORMED_ANSWER("malformed_answer", Source.NO_ANSWER, false, "The host's answer is not HTTP the probe can "
            + "read: a malformed or oversized response head, or a redirect to a Location that is not a URL."),
    PROBER_BUSY("prober_busy", Source.PROBER, false, "The directory's prober was at capacity and did not probe "
            + "the URL this time, so the listing's status stands; it is probed again soon.");

    /** Where a prober sees a reason of this kind: which observation carries it. */
    public enum Source {
        /** In an HTTP answer, which the core's rules read. */
        ANSWER,
        /** In the SSRF guard's refusal of the URL or its address. */
        REFUSAL,
        /** In a failure to get any HTTP answer. */
        NO_ANSWER,
        /** In the prober's own want of capacity. */
        PROBER
    }

    private final String code;
    private final Source source;
    private final boolean carriesStatus;
    private final String sentence;

    ProbeReasonKind(String code, Source source, boolean carriesStatus, String sentence) {
        this.code = code;
        this.source = source;
        this.carriesStatus = carriesStatus;
        this.sentence = sentence;
    }

    public String code() {
        return code;
    }

    public Source source() {
        return source;
    }

    /** Whether a reason of this kind names the HTTP status the host answered. */
    public boolean carriesStatus() {
        return carriesStatus;
    }

    /** The kind a stored or sent code names; empty for a code this version does not know. */
    public static Optional<ProbeReasonKind> fromCode(String code) {
        return Arrays.stream(values()).filter(kind -> kind.code.equals(code)).findFirst();
    }

    String sentence(int httpStatus) {
        return carriesStatus ? String.format(Locale.ROOT, sentence, httpStatus) : sentence;
    }
}
