package dev.agentdirectory.core.testing;

import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A prober that answers what the test scripted and counts its calls. Observations queued with {@link #next}
 * are used first, one per probe; then the script of the URL, whose last observation repeats; otherwise a
 * body that is fine for both kinds of listing.
 */
public final class ScriptedProber implements Prober {

    private final Deque<ProbeObservation> queued = new ArrayDeque<>();
    private final Map<String, Deque<ProbeObservation>> byUrl = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> callsByUrl = new ConcurrentHashMap<>();
    private final AtomicInteger calls = new AtomicInteger();

    public static ProbeObservation healthy() {
        return answer(200, "{\"name\":\"fine\",\"description\":\"A document that is also text.\"}");
    }

    public static ProbeObservation connectionRefused() {
        return new ProbeObservation.Failed(ProbeReasonKind.CONNECTION_FAILED, "connection refused");
    }

    public static ProbeObservation throttled() {
        return new ProbeObservation.Answered(429, "text/plain", true, new byte[0], false);
    }

    public static ProbeObservation throttled(String retryAfter) {
        return new ProbeObservation.Answered(429, "text/plain", retryAfter, new byte[0], false);
    }

    public static ProbeObservation notAttempted() {
        return new ProbeObservation.NotAttempted("every probe slot is busy");
    }

    public static ProbeObservation answer(int status, String body) {
        return new ProbeObservation.Answered(status, "application/json", false,
                body.getBytes(StandardCharsets.UTF_8), false);
    }

    public synchronized ScriptedProber next(ProbeObservation... observations) {
        queued.addAll(List.of(observations));
        return this;
    }

    public ScriptedProber script(String url, ProbeObservation... observations) {
        byUrl.put(url, new ArrayDeque<>(List.of(observations)));
        return this;
    }

    public int calls() {
        return calls.get();
    }

    public int callsTo(String url) {
        AtomicInteger count = callsByUrl.get(url);
        return count == null ? 0 : count.get();
    }

    @Override
    public synchronized ProbeObservation probe(URI url) {
        calls.incrementAndGet();
        callsByUrl.computeIfAbsent(url.toString(), key -> new AtomicInteger()).incrementAndGet();
        if (!queued.isEmpty()) {
            return queued.removeFirst();
        }
        Deque<ProbeObservation> script = byUrl.get(url.toString());
        if (script == null || script.isEmpty()) {
            return healthy();
        }
        return script.size() > 1 ? script.removeFirst() : script.getFirst();
    }
}
