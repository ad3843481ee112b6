package dev.agentdirectory.persistence.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.agentdirectory.core.listing.Tags;
import java.util.List;

/** Tags as a JSON array in one column: order is kept, and no separator can clash with a tag's text. */
final class TagsJson {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<List<String>> STRINGS = new TypeReference<>() {
    };

    private TagsJson() {
    }

    static String write(Tags tags) {
        try {
            return JSON.writeValueAsString(tags.values());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a list of strings is always JSON", e);
        }
    }

    static Tags read(String json) {
        try {
            return new Tags(JSON.readValue(json, STRINGS));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("tags column is not a JSON array of strings: " + json, e);
        }
    }
}
