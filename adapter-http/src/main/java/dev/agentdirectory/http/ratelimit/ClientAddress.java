package dev.agentdirectory.http.ratelimit;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpRequest;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.HexFormat;
import java.util.List;

/**
 * The client a request is counted against. That is the peer address, unless the peer is a configured trusted
 * proxy: then the nearest address in {@code X-Forwarded-For} that is not itself a trusted proxy. An IPv6 client
 * is counted by its /64, the block one subscriber gets, so that rotating addresses inside it buys nothing.
 * Created at start, so that a trusted proxy that is not an address stops the start; made at the first request, it
 * failed that request and every one after it (500 to all, health included).
 */
@Context
public class ClientAddress {

    private final TrustedProxies trustedProxies;

    public ClientAddress(@Value("${directory.rate-limit.trusted-proxies:}") List<String> trustedProxies) {
        this.trustedProxies = new TrustedProxies(trustedProxies);
    }

    public String of(HttpRequest<?> request) {
        return of(request.getRemoteAddress().getAddress(), request.getHeaders().getAll("X-Forwarded-For"));
    }

    String of(InetAddress peer, List<String> forwarded) {
        InetAddress client = peer;
        if (trustedProxies.trusts(client)) {
            for (int i = forwarded.size() - 1; i >= 0 && trustedProxies.trusts(client); i--) {
                String[] hops = forwarded.get(i).split(",");
                for (int j = hops.length - 1; j >= 0 && trustedProxies.trusts(client); j--) {
                    InetAddress hop = TrustedProxies.hop(hops[j].strip()).orElse(null);
                    if (hop == null) {
                        return key(client); // a hop we cannot read: count the last one we could
                    }
                    client = hop;
                }
            }
        }
        return key(client);
    }

    static String key(InetAddress address) {
        if (address instanceof Inet6Address) {
            byte[] bytes = address.getAddress();
            return HexFormat.of().formatHex(bytes, 0, 8) + "::/64";
        }
        return address.getHostAddress();
    }
}
