package dev.agentdirectory.http.framing;

import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.netty.channel.ChannelPipelineCustomizer;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.netty.channel.Channel;
import io.netty.channel.ChannelPipeline;
import jakarta.inject.Singleton;

/** Puts {@link MessageFraming} after the HTTP/1.1 decoder of every connection the server accepts. */
@Singleton
public class MessageFramingInstaller implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    static final String HANDLER = "message-framing";

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new AnyConnection());
        return event.getBean();
    }

    private static final class AnyConnection implements NettyServerCustomizer {
        @Override
        public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
            return role == ChannelRole.CONNECTION ? new OneConnection(channel) : this;
        }
    }

    private record OneConnection(Channel channel) implements NettyServerCustomizer {
        @Override
        public void onStreamPipelineBuilt() {
            ChannelPipeline pipeline = channel.pipeline();
            if (pipeline.get(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC) != null
                    && pipeline.get(HANDLER) == null) {
                pipeline.addAfter(ChannelPipelineCustomizer.HANDLER_HTTP_SERVER_CODEC, HANDLER, new MessageFraming());
            }
        }
    }
}
