package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.core.error.Violations;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Tags are trimmed, lowercased and de-duplicated in order; each is 1 to {@link ListingLimits#TAG_MAX}
 * characters and there are at most {@link ListingLimits#TAGS_MAX} of them after that.
 */
final class TagRules {

    static final String FIELD = "tags";

    private TagRules() {
    }

    /** Answers the normalized tags, or null after recording why they are not acceptable. */
    static Tags check(Violations violations, List<String> given) {
        if (given == null) {
            return Tags.NONE;
        }
        Set<String> normalized = new LinkedHashSet<>();
        boolean valid = true;
        for (int i = 0; i < given.size(); i++) {
            if (given.get(i) == null) {
                violations.add(new Violation(List.of(FIELD, i), ViolationType.STRING_TYPE,
                        "Input should be a valid string", null, Map.of()));
                valid = false;
                continue;
            }
            // Lowercase first: a few characters grow when lowercased, and the stored tag must fit the limit.
            String tag = violations.text(List.of(FIELD, i), given.get(i).toLowerCase(Locale.ROOT), 1,
                    ListingLimits.TAG_MAX);
            if (tag == null) {
                valid = false;
            } else {
                normalized.add(tag);
            }
        }
        if (normalized.size() > ListingLimits.TAGS_MAX) {
            violations.add(new Violation(List.of(FIELD), ViolationType.TOO_LONG,
                    "List should have at most " + ListingLimits.TAGS_MAX + " items after validation, not "
                            + normalized.size(), given,
                    Map.of("field_type", "List", "max_length", ListingLimits.TAGS_MAX,
                            "actual_length", normalized.size())));
            return null;
        }
        return valid ? new Tags(List.copyOf(normalized)) : null;
    }
}
