package dev.agentdirectory.app;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The samples of one scrape in Prometheus's text format, found by name and by some of their labels. */
record Scrape(String text, List<Sample> samples) {

    private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)})? (\\S+)$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\",?");

    record Sample(String name, Map<String, String> labels, double value) {
        boolean has(Map<String, String> wanted) {
            return labels.entrySet().containsAll(wanted.entrySet());
        }
    }

    static Scrape parse(String text) {
        return new Scrape(text, text.lines().filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(Scrape::sample).toList());
    }

    private static Sample sample(String line) {
        Matcher sample = SAMPLE.matcher(line);
        if (!sample.matches()) {
            throw new IllegalArgumentException("not a sample line: " + line);
        }
        Map<String, String> labels = new LinkedHashMap<>();
        if (sample.group(2) != null) {
            Matcher label = LABEL.matcher(sample.group(2));
            while (label.find()) {
                labels.put(label.group(1), label.group(2));
            }
        }
        return new Sample(sample.group(1), labels, Double.parseDouble(sample.group(3)));
    }

    List<Sample> all(String name, Map<String, String> labels) {
        return samples.stream().filter(s -> s.name().equals(name) && s.has(labels)).toList();
    }

    /** The value of the one sample of that name with those labels (among others); empty when there is none. */
    OptionalDouble value(String name, Map<String, String> labels) {
        List<Sample> found = all(name, labels);
        if (found.size() > 1) {
            throw new IllegalArgumentException(found.size() + " samples of " + name + " with " + labels);
        }
        return found.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(found.get(0).value());
    }

    double sum(String name, Map<String, String> labels) {
        return all(name, labels).stream().mapToDouble(Sample::value).sum();
    }
}
