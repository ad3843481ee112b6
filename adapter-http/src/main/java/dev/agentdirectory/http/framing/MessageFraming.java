package dev.agentdirectory.http.framing;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import java.util.Optional;

/**
 * The rules of HTTP/1.1 message framing (RFC 9112, section 6) that Netty's decoder leaves to the server, on one
 * connection, between the decoder and the framework:
 * <ul>
 *   <li>A request whose {@code Transfer-Encoding} is anything but {@code chunked} alone has a body whose length
 *       cannot be known: it is answered 400 without being run, and the connection is closed after the answer.
 *       Netty read an unknown coding as no body at all, ran the request (a DELETE deleted), and read its body as
 *       the next request: the way one request is smuggled inside another past a proxy that frames it otherwise.</li>
 *   <li>A request whose chunked body breaks (a chunk size that is not a number) stops the decoder, which reads
 *       nothing more from the connection: the connection is closed after that request's answer, where it stayed
 *       open, answering nothing, until the idle timeout.</li>
 *   <li>An HTTP/1.1 request without a {@code Host}, or with more than one, is answered 400 without being run
 *       (section 3.2); it was served. The framework closes the connection after it, as after any request it could
 *       not read; until then, its body is dropped, never read as a request.</li>
 * </ul>
 * Answers are counted so that the one closing the connection is that request's own, after those pipelined before it.
 */
final class MessageFraming extends ChannelDuplexHandler {

    private long requestsRead;
    private long answersWritten;
    private long closeAfterAnswer = Long.MAX_VALUE;
    private boolean discarding;
    private boolean droppingBody;

    @Override
    public void channelRead(ChannelHandlerContext context, Object message) {
        if (discarding) {
            ReferenceCountUtil.release(message);
            return;
        }
        if (droppingBody && message instanceof HttpContent) {
            droppingBody = !(message instanceof LastHttpContent);
            ReferenceCountUtil.release(message);
            return;
        }
        if (message instanceof HttpRequest head) {
            requestsRead++;
            if (head.decoderResult().isFailure()) {
                closeAfterAnswer = Math.min(closeAfterAnswer, requestsRead); // the decoder reads no more
            } else {
                Optional<String> unframed =
                        TransferCodings.whyUnframed(head.headers().getAll(HttpHeaderNames.TRANSFER_ENCODING));
                if (unframed.isPresent()) {
                    ReferenceCountUtil.release(message);
                    discarding = true;
                    closeAfterAnswer = requestsRead;
                    context.fireChannelRead(refused(head, unframed.get()));
                    return;
                }
                Optional<String> unaddressed = whyUnaddressed(head);
                if (unaddressed.isPresent()) {
                    droppingBody = !(message instanceof LastHttpContent);
                    ReferenceCountUtil.release(message);
                    context.fireChannelRead(refused(head, unaddressed.get()));
                    return;
                }
            }
        }
        if (message instanceof HttpContent content && content.decoderResult().isFailure()) {
            closeAfterAnswer = Math.min(closeAfterAnswer, requestsRead);
        }
        context.fireChannelRead(message);
    }

    private static Optional<String> whyUnaddressed(HttpRequest head) {
        int hosts = head.headers().getAll(HttpHeaderNames.HOST).size();
        if (hosts == 1 || (hosts == 0 && head.protocolVersion().equals(HttpVersion.HTTP_1_0))) {
            return Optional.empty();
        }
        return Optional.of(hosts == 0 ? "an HTTP/1.1 request without Host"
                : "a request with " + hosts + " Host fields");
    }

    /** The request as one the decoder could not read, which the framework answers 400 without running it. */
    private static HttpRequest refused(HttpRequest head, String why) {
        DefaultFullHttpRequest request = new DefaultFullHttpRequest(head.protocolVersion(), head.method(), head.uri(),
                Unpooled.EMPTY_BUFFER);
        request.headers().set(head.headers()).remove(HttpHeaderNames.TRANSFER_ENCODING);
        HttpUtil.setContentLength(request, 0);
        request.setDecoderResult(DecoderResult.failure(new IllegalArgumentException(why)));
        return request;
    }

    @Override
    public void write(ChannelHandlerContext context, Object message, ChannelPromise promise) {
        if (message instanceof HttpResponse response
                && response.status().codeClass() == HttpStatusClass.INFORMATIONAL) { // 100 Continue: not the answer
            context.write(message, promise);
            return;
        }
        if (message instanceof HttpResponse response && answersWritten + 1 == closeAfterAnswer) {
            HttpUtil.setKeepAlive(response, false);
        }
        if (message instanceof LastHttpContent && ++answersWritten == closeAfterAnswer) {
            context.write(message, promise.unvoid()).addListener(ChannelFutureListener.CLOSE);
            return;
        }
        context.write(message, promise);
    }
}
