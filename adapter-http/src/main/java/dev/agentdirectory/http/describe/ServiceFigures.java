package dev.agentdirectory.http.describe;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.DirectorySettings;
import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.probe.ProbeBounds;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimits;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every figure the directory tells agents about (thresholds, limits, rate limits), taken from the running
 * configuration and the core's constants, never typed a second time. Texts name them as {@code {{name}}}.
 */
@Singleton
public class ServiceFigures {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z_]+)}}");

    private final Map<String, String> values = new LinkedHashMap<>();

    public ServiceFigures(Directory directory, RateLimits rateLimits,
                          @Value("${micronaut.server.max-request-size:65536}") long maxRequestSize,
                          @Value("${micronaut.server.netty.max-initial-line-length:4096}") int maxRequestLine,
                          @Value("${micronaut.server.netty.max-header-size:8192}") int maxHeaders) {
        DirectorySettings settings = directory.settings();
        put("report_cooldown", words(settings.reportCooldown()));
        put("demotion_threshold", settings.demotion().threshold());
        put("hide_after", words(settings.demotion().hideAfter()));
        put("first_retry", words(settings.reprobe().firstRetry()));
        put("max_retry", words(settings.reprobe().maxRetry()));
        put("healthy_interval", words(settings.reprobe().healthyInterval()));
        put("register_per_minute", rateLimits.perMinute(LimitedAction.REGISTER));
        put("report_per_minute", rateLimits.perMinute(LimitedAction.REPORT));
        put("search_per_minute", rateLimits.perMinute(LimitedAction.SEARCH));
        put("feed_per_minute", rateLimits.perMinute(LimitedAction.FEED));
        put("max_body", size(maxRequestSize));
        put("max_request_line", size(maxRequestLine));
        put("max_headers", size(maxHeaders));
        put("probe_timeout", words(ProbeBounds.WHOLE_PROBE));
        put("connect_timeout", words(ProbeBounds.CONNECT_TIMEOUT));
        put("max_redirects", ProbeBounds.MAX_REDIRECTS);
        put("probe_body_max", ProbeBounds.MAX_BODY_BYTES / (1024 * 1024) + " MiB");
        put("name_max", ListingLimits.NAME_MAX);
        put("description_max", ListingLimits.DESCRIPTION_MAX);
        put("url_max", ListingLimits.URL_MAX);
        put("setup_requirements_max", ListingLimits.SETUP_REQUIREMENTS_MAX);
        put("owner_contact_max", ListingLimits.OWNER_CONTACT_MAX);
        put("tags_max", ListingLimits.TAGS_MAX);
        put("tag_max", ListingLimits.TAG_MAX);
        put("query_max", ListingLimits.QUERY_MAX);
        put("limit_min", ListingLimits.LIMIT_MIN);
        put("limit_max", ListingLimits.LIMIT_MAX);
        put("limit_default", ListingLimits.LIMIT_DEFAULT);
        put("report_details_max", ListingLimits.REPORT_DETAILS_MAX);
        put("feed_limit_max", ListingLimits.FEED_LIMIT_MAX);
        put("feed_limit_default", ListingLimits.FEED_LIMIT_DEFAULT);
    }

    /** The text with each {@code {{name}}} replaced; an unknown name is a packaging error, found at start. */
    public String render(String template) {
        Matcher matcher = PLACEHOLDER.matcher(template);
        StringBuilder rendered = new StringBuilder();
        while (matcher.find()) {
            String value = values.get(matcher.group(1));
            if (value == null) {
                throw new IllegalArgumentException("no figure named " + matcher.group(1));
            }
            matcher.appendReplacement(rendered, Matcher.quoteReplacement(value));
        }
        return matcher.appendTail(rendered).toString();
    }

    public String get(String name) {
        return values.get(name);
    }

    private void put(String name, Object value) {
        values.put(name, String.valueOf(value));
    }

    private static String size(long bytes) {
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + " bytes";
    }

    /** A duration as people write it: 60 s, 5 min, 24 h, 7 days. */
    static String words(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds % 86_400 == 0 && seconds >= 2 * 86_400) {
            return seconds / 86_400 + " days";
        }
        if (seconds % 3_600 == 0 && seconds >= 3_600) {
            return seconds / 3_600 + " h";
        }
        if (seconds % 60 == 0 && seconds >= 60) {
            return seconds / 60 + " min";
        }
        return seconds + " s";
    }
}
