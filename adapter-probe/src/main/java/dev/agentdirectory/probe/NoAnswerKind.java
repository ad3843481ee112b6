package dev.agentdirectory.probe;

import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import javax.net.ssl.SSLException;
import org.apache.hc.client5.http.ClientProtocolException;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.core5.http.MessageConstraintException;

/**
 * What an owner may learn of a probe that got no HTTP answer, told from the exception that ended it. The exception's
 * message may name the address connected to, so only the kind leaves the prober.
 */
final class NoAnswerKind {

    private NoAnswerKind() {
    }

    static ProbeReasonKind of(Exception e) {
        // A head over the limits, a malformed one, and a redirect to a Location that is no URI: answers the probe
        // could not read.
        if (e instanceof MessageConstraintException || e instanceof ClientProtocolException
                || e instanceof IllegalArgumentException) {
            return ProbeReasonKind.MALFORMED_ANSWER;
        }
        if (e instanceof UnknownHostException) {
            return ProbeReasonKind.DNS_FAILURE;
        }
        if (e instanceof ConnectTimeoutException || e instanceof SocketTimeoutException) {
            return ProbeReasonKind.TIMEOUT;
        }
        if (e instanceof SSLException) {
            return ProbeReasonKind.TLS_FAILURE;
        }
        return ProbeReasonKind.CONNECTION_FAILED; // refused, reset, or closed before an answer
    }
}
