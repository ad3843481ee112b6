package dev.agentdirectory.probe;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.hc.client5.http.impl.io.DefaultHttpResponseParserFactory;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.MessageConstraintException;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.io.HttpMessageParser;
import org.apache.hc.core5.http.io.HttpMessageParserFactory;

/**
 * Bounds a response head, which HttpClient otherwise reads without limit (its Http1Config defaults allow any
 * number of lines of any length): line length and header count through Http1Config, and the bytes read before
 * the head ends counted here, so an endless stream of header lines ends the probe after a few KiB.
 */
final class BoundedHead implements HttpMessageParserFactory<ClassicHttpResponse> {

    private final Http1Config config;
    private final int maxBytes;

    BoundedHead(ProbeLimits limits) {
        this.config = config(limits);
        this.maxBytes = limits.maxHeadBytes();
    }

    /** For the connection: its input buffer enforces the line length. */
    static Http1Config config(ProbeLimits limits) {
        return Http1Config.custom()
                .setMaxLineLength(limits.maxLineLength())
                .setMaxHeaderCount(limits.maxHeaderCount())
                .build();
    }

    /**
     * Ignores the config it is given: HttpCore 5.3's client connection asks for its parser with no config at
     * all, which means {@code Http1Config.DEFAULT} and no limit on the header count.
     */
    @Override
    public HttpMessageParser<ClassicHttpResponse> create(Http1Config ignored) {
        HttpMessageParser<ClassicHttpResponse> parser = DefaultHttpResponseParserFactory.INSTANCE.create(config);
        // The stream is handed to each parse, so every head (1xx answers included) gets a budget of its own.
        return (buffer, in) -> parser.parse(buffer, new Budget(in, maxBytes));
    }

    /** Lets through at most {@code left} bytes; reads are cut to fit, so look-ahead never spends the budget early. */
    private static final class Budget extends FilterInputStream {

        private final int limit;
        private int left;

        Budget(InputStream in, int limit) {
            super(in);
            this.limit = limit;
            this.left = limit;
        }

        @Override
        public int read() throws IOException {
            spendable();
            int b = super.read();
            if (b != -1) {
                left--;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            spendable();
            int read = super.read(buffer, offset, Math.min(length, left));
            if (read > 0) {
                left -= read;
            }
            return read;
        }

        private void spendable() throws MessageConstraintException {
            if (left == 0) {
                throw new MessageConstraintException("response head longer than " + limit + " bytes");
            }
        }
    }
}
