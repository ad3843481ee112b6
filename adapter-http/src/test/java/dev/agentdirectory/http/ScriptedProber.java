package dev.agentdirectory.http;

import dev.agentdirectory.core.port.out.Prober;
import dev.agentdirectory.core.probe.ProbeObservation;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public final class ScriptedProber implements Prober {

    private final Map<String, ProbeObservation> scripted = new ConcurrentHashMap<>();
    private final AtomicInteger calls = new AtomicInteger();

    public void answer(String url, ProbeObservation observation) {
        scripted.put(url, observation);
    }

    public int calls() {
        return calls.get();
    }

    @Override
    public ProbeObservation probe(URI url) {
        calls.incrementAndGet();
        ProbeObservation observation = scripted.get(url.toString());
        if (observation != null) {
            return observation;
        }
        String body = url.getPath().endsWith(".md") ? "# A skill\nDo things.\n" : "{\"name\":\"ok\"}";
        return new ProbeObservation.Answered(200, "text/plain", false, body.getBytes(StandardCharsets.UTF_8), false);
    }
}
