package dev.agentdirectory.core.listing;

import java.util.List;

/** Normalized tags: trimmed, lowercased, de-duplicated, in the order given. */
public record Tags(List<String> values) {

    public static final Tags NONE = new Tags(List.of());

    public Tags {
        values = List.copyOf(values);
    }
}
