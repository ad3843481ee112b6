package dev.agentdirectory.app;

import io.micronaut.context.annotation.Context;
import io.micronaut.context.env.Environment;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.order.Ordered;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Settings the framework would read too late or let through without a word, checked first thing in the start, each
 * refusal a sentence that names the setting. Without this: an interval of 0 failed the start after the migrations,
 * with a message of "null" ({@code ScheduledThreadPoolExecutor}); a grace period that is not a duration failed the
 * stop, not the start; a management port that is not a number was ignored, leaving {@code /metrics} on the public
 * port; a body limit of -1 refused every POST with 413; and a switch that is not a yes or a no was read as off.
 */
@Context
@Order(Ordered.HIGHEST_PRECEDENCE)
final class SettingsCheck {

    /** The schedules of the background work, each a positive duration. */
    static final List<String> INTERVALS = List.of("directory.search.follow-interval",
            "directory.search.commit-interval", "directory.search.compact-interval",
            "directory.search.semantic.embed-interval", "directory.reprobe.interval",
            "directory.store.housekeeping-interval", "directory.metrics.count-interval");

    /** The directory's switches: the framework reads yes, y, on and true as on, and any other text as off. */
    static final List<String> SWITCHES = List.of(SemanticSearchEnabled.SETTING, "directory.rate-limit.enabled",
            "directory.reprobe.enabled", "directory.probe.allow-private-networks");

    private static final List<String> SWITCH_WORDS = List.of("true", "false", "yes", "no", "on", "off", "y", "n");

    static final String GRACE_PERIOD = "micronaut.lifecycle.graceful-shutdown.grace-period";
    static final String MANAGEMENT_PORT = "endpoints.all.port";
    static final String BODY_LIMIT = "micronaut.server.max-request-size";

    SettingsCheck(Environment environment) {
        for (String interval : INTERVALS) {
            duration(environment, interval).filter(value -> value.isZero() || value.isNegative()).ifPresent(value -> {
                throw new IllegalArgumentException(interval + ": " + raw(environment, interval).orElseThrow()
                        + " is not a positive duration (such as 250ms, 5s or 10m)");
            });
        }
        for (String setting : SWITCHES) {
            raw(environment, setting).filter(value -> !SWITCH_WORDS.contains(value.toLowerCase(Locale.ROOT)))
                    .ifPresent(value -> {
                        throw new IllegalArgumentException(setting + ": " + value + " is not true or false; read as "
                                + "false, it would switch off what a typo meant to leave on");
                    });
        }
        duration(environment, GRACE_PERIOD).filter(Duration::isNegative).ifPresent(value -> {
            throw new IllegalArgumentException(GRACE_PERIOD + ": " + value + " is negative");
        });
        raw(environment, MANAGEMENT_PORT).filter(port -> !isPort(port)).ifPresent(port -> {
            throw new IllegalArgumentException(MANAGEMENT_PORT + ": " + port + " is not a port (1 to 65535); left "
                    + "as it was, /metrics and /health would stay on the public port");
        });
        raw(environment, BODY_LIMIT).filter(limit -> limit.matches("-?[0-9]{1,18}") && Long.parseLong(limit) <= 0)
                .ifPresent(limit -> {
                    throw new IllegalArgumentException(BODY_LIMIT + ": " + limit + " is not a positive number of "
                            + "bytes; every request with a body would be refused");
                });
    }

    private static Optional<String> raw(Environment environment, String setting) {
        return environment.getProperty(setting, String.class).map(String::strip);
    }

    /** The setting as a duration; a value that is not one is refused here, naming the setting. */
    private static Optional<Duration> duration(Environment environment, String setting) {
        Optional<String> text = raw(environment, setting);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Optional<Duration> value = environment.convert(text.get(), Duration.class);
        if (value.isEmpty()) {
            throw new IllegalArgumentException(setting + ": " + text.get() + " is not a duration (such as 250ms, "
                    + "5s or 10m)");
        }
        return value;
    }

    private static boolean isPort(String text) {
        return text.matches("[0-9]{1,5}") && Integer.parseInt(text) >= 1 && Integer.parseInt(text) <= 65535;
    }
}
